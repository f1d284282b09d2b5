import { type FormEvent, type RefObject, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { EMAIL_INVALID, EMAIL_REQUIRED } from "../exit-intent.schemas.ts";
import { EXIT_INTENT_FAILED } from "../exit-intent.ts";

/** The server checks the address properly; this only catches what is plainly not one. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The e-mail is required. `onSend` answers null when the code is on its way, or the
 * server's reason ("" when there is none) to show under the failure message.
 */
export function ExitIntentForm({
  inputRef,
  onSend,
  onDecline,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onSend: (email: string) => Promise<string | null>;
  onDecline: () => void;
}) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    const problem = !value ? EMAIL_REQUIRED : LOOKS_LIKE_EMAIL.test(value) ? null : EMAIL_INVALID;
    setFieldError(problem);
    setFailure(null);
    if (problem) return inputRef.current?.focus();
    setPending(true);
    const reason = await onSend(value);
    setPending(false);
    if (reason !== null) setFailure(reason);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-email`}>Email address</Label>
        <Input
          ref={inputRef}
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : `${id}-consent`}
        />
        {fieldError ? (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {fieldError}
          </p>
        ) : null}
      </div>
      {failure !== null ? (
        <div
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm"
        >
          <p className="font-medium text-destructive">{EXIT_INTENT_FAILED}</p>
          {failure ? <p className="mt-0.5 text-muted-foreground">{failure}</p> : null}
        </div>
      ) : null}
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? "Sending..." : "Send my code"}
      </Button>
      {/* Submitting is the consent (docs/decisions.md), so the line says so beside the button. */}
      <p id={`${id}-consent`} className="text-center text-xs text-muted-foreground">
        We'll also send you occasional offers. Unsubscribe anytime.
      </p>
      <Button type="button" variant="ghost" onClick={onDecline} className="mx-auto text-muted-foreground">
        No thanks
      </Button>
    </form>
  );
}
