import { MailCheckIcon } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { useResendVerification } from "../../accounts/components/use-resend-verification.tsx";

/** Orders placed as a guest join the account only once its e-mail address is verified. */
export function VerifyEmailHint({ email }: { email: string }) {
  const { status, send } = useResendVerification();
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-brass/40 bg-brass/10 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p className="flex gap-2.5">
        <MailCheckIcon className="mt-0.5 size-4 shrink-0 text-brass-foreground" aria-hidden="true" />
        <span>
          Ordered as a guest with <span className="font-medium wrap-anywhere">{email}</span>? Those orders
          appear here once you verify your email address.
        </span>
      </p>
      <Button
        size="sm"
        variant="outline"
        className="shrink-0 self-start sm:self-auto"
        onClick={send}
        disabled={status !== "idle"}
      >
        {status === "sending" ? "Sending..." : status === "sent" ? "Link sent" : "Send verification link"}
      </Button>
    </div>
  );
}
