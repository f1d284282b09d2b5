import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useRevalidator } from "react-router";
import { z } from "zod";
import { Alert, AlertDescription } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Form, FormDescription } from "../../../components/ui/form.tsx";
import { LabeledField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { apiRequest, errorMessage } from "../../../lib/api.ts";
import { passwordField } from "../accounts.schemas.ts";
import { loginPath } from "../redirect-to.ts";
import { AuthCard } from "./auth-card.tsx";
import { AuthStatus, StatusIcon } from "./auth-status.tsx";

/** The confirm call's password plus a confirmation, checked as on the Register form. */
const NewPasswordSchema = z
  .object({ password: passwordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
type NewPassword = z.infer<typeof NewPasswordSchema>;

const requestNewLink = (
  <Button asChild size="lg">
    <Link to="/forgot-password">Request a new link</Link>
  </Button>
);

/**
 * The page behind the e-mailed reset link (`/reset-password?token=`), and behind a staff
 * invitation (`invite`), which chooses a first password and then signs in to the admin.
 */
export function ResetPassword({ token, invite = false }: { token: string | null; invite?: boolean }) {
  const { revalidate } = useRevalidator();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NewPassword>({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const pending = form.formState.isSubmitting;

  if (!token) {
    return (
      <AuthCard title="This link has expired or is invalid" icon={<StatusIcon tone="error" />}>
        <AuthStatus tone="error" actions={requestNewLink}>
          <p>
            Password links work once and only for a short while. Ask for a new one and we'll email it right
            away.
          </p>
        </AuthStatus>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title={invite ? "Password set" : "Password updated"} icon={<StatusIcon tone="success" />}>
        <AuthStatus
          tone="success"
          actions={
            <Button asChild size="lg">
              <Link to={invite ? loginPath("/admin") : "/login"}>Sign In</Link>
            </Button>
          }
        >
          {invite ? (
            <p>Your password is set. Sign in with your username and this password to open the admin.</p>
          ) : (
            <>
              <p>Your new password is set, and every device that was signed in has been signed out.</p>
              <p>Sign in with your new password to continue.</p>
            </>
          )}
        </AuthStatus>
      </AuthCard>
    );
  }

  const onSubmit = async ({ password }: NewPassword) => {
    setFailure(null);
    try {
      await apiRequest("POST", "/api/auth/password-reset/confirm", { token, password });
    } catch (err) {
      setFailure(errorMessage(err));
      return;
    }
    setDone(true);
    // The reset ended every session, this browser's included: the header must say so.
    await revalidate();
  };

  return (
    <AuthCard
      title={invite ? "Choose your password" : "Choose a new password"}
      description={
        invite
          ? "Welcome aboard. Pick a password for your admin account."
          : "Pick something you haven't used here before."
      }
    >
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
          {failure && (
            <Alert variant="destructive">
              <AlertDescription>
                <p>{failure}</p>
                <Link to="/forgot-password" className="font-medium underline underline-offset-4">
                  Request a new link
                </Link>
              </AlertDescription>
            </Alert>
          )}
          <LabeledField
            control={form.control}
            name="password"
            label="New Password"
            description={<FormDescription>At least 8 characters.</FormDescription>}
          >
            {(field) => <Input type="password" autoComplete="new-password" {...field} />}
          </LabeledField>
          <LabeledField control={form.control} name="confirmPassword" label="Confirm New Password">
            {(field) => <Input type="password" autoComplete="new-password" {...field} />}
          </LabeledField>
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            {pending ? "Updating..." : invite ? "Set Password" : "Update Password"}
          </Button>
        </form>
      </Form>
    </AuthCard>
  );
}
