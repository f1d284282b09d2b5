import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, AlertDescription } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Form } from "../../../components/ui/form.tsx";
import { LabeledField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { apiRequest, errorMessage } from "../../../lib/api.ts";
import {
  LoginLinkRequestSchema,
  type LoginLinkRequest as LoginLinkRequestValues,
} from "../accounts.schemas.ts";
import { AuthCard } from "./auth-card.tsx";
import { AuthStatus, StatusIcon } from "./auth-status.tsx";

interface LoginLinkRequestProps {
  linkValidMinutes: number;
  /** Back to the username and password form. */
  onUsePassword: () => void;
  footer?: React.ReactNode;
}

/**
 * "E-mail me a sign-in link" on the sign-in page: the way in without the password, also while
 * too many wrong passwords have paused the password form. The answer never says whether the
 * address has an account.
 */
export function LoginLinkRequest({ linkValidMinutes, onUsePassword, footer }: LoginLinkRequestProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginLinkRequestValues>({
    resolver: zodResolver(LoginLinkRequestSchema),
    defaultValues: { email: "" },
  });
  const pending = form.formState.isSubmitting;

  const onSubmit = async (values: LoginLinkRequestValues) => {
    setFailure(null);
    try {
      await apiRequest("POST", "/api/auth/login-link", values);
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
              <Button size="lg" onClick={onUsePassword}>
                Sign in with a password
              </Button>
              <Button variant="ghost" onClick={() => setSentTo(null)}>
                Use a different email
              </Button>
            </>
          }
        >
          <p>
            If an account uses <span className="font-medium break-all text-foreground">{sentTo}</span>, a
            sign-in link is on its way.
          </p>
          <p>
            Open it on this device and press Sign In. It works once and expires after {linkValidMinutes}{" "}
            minutes. Nothing there? Check your spam folder.
          </p>
        </AuthStatus>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Sign in with an email link"
      description="Enter the email address on your account and we'll send you a link that signs you in, no password needed."
      footer={footer}
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
            {pending ? "Sending..." : "Send Sign-In Link"}
          </Button>
          <Button type="button" variant="ghost" className="w-full" onClick={onUsePassword}>
            Use my password instead
          </Button>
        </form>
      </Form>
    </AuthCard>
  );
}
