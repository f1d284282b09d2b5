import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Alert, AlertDescription } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Form } from "../../../components/ui/form.tsx";
import { LabeledField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { apiRequest, errorMessage } from "../../../lib/api.ts";
import { type PasswordResetRequest, PasswordResetRequestSchema } from "../accounts.schemas.ts";
import { AuthCard } from "./auth-card.tsx";
import { AuthStatus, StatusIcon } from "./auth-status.tsx";

const backToSignIn = (
  <>
    Remembered it?{" "}
    <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
      Back to sign in
    </Link>
  </>
);

/** Password reset by e-mailed link. The answer never says whether the address has an account. */
export function ForgotPassword({ linkValidMinutes }: { linkValidMinutes: number }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(PasswordResetRequestSchema),
    defaultValues: { email: "" },
  });
  const pending = form.formState.isSubmitting;

  const onSubmit = async (values: PasswordResetRequest) => {
    setFailure(null);
    try {
      await apiRequest("POST", "/api/auth/password-reset/request", values);
      setSentTo(values.email);
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };

  if (sentTo) {
    return (
      <AuthCard title="Check your email" icon={<StatusIcon tone="mail" />}>
        <AuthStatus
          tone="mail"
          actions={
            <>
              <Button asChild size="lg">
                <Link to="/login">Back to Sign In</Link>
              </Button>
              <Button variant="ghost" onClick={() => setSentTo(null)}>
                Use a different email
              </Button>
            </>
          }
        >
          <p>
            If an account uses <span className="font-medium text-foreground">{sentTo}</span>, a link to choose
            a new password is on its way.
          </p>
          <p>
            The link works once and expires after {linkValidMinutes} minutes. Nothing there? Check your spam
            folder.
          </p>
        </AuthStatus>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email address on your account and we'll send you a link to choose a new password."
      footer={backToSignIn}
    >
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
          {failure && (
            <Alert variant="destructive">
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          )}
          <LabeledField control={form.control} name="email" label="Email Address">
            {(field) => (
              <Input type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...field} />
            )}
          </LabeledField>
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            {pending ? "Sending..." : "Send Reset Link"}
          </Button>
        </form>
      </Form>
    </AuthCard>
  );
}
