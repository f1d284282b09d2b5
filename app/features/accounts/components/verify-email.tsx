import { useEffect, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { apiRequest, errorMessage } from "../../../lib/api.ts";
import { useRootData } from "../../../lib/root-data.ts";
import { AuthCard } from "./auth-card.tsx";
import { AuthStatus, StatusIcon } from "./auth-status.tsx";
import { useResendVerification } from "./use-resend-verification.tsx";

type State =
  | { kind: "verifying" }
  | { kind: "verified" }
  | { kind: "failed"; message: string }
  | { kind: "no-token" };

const INVALID_LINK = "This link has expired or is invalid.";

/**
 * The page behind the e-mailed verification link (`/verify-email?token=`). The token is sent
 * by the page's script, not by opening the link, so mail scanners that follow links verify nothing.
 */
export function VerifyEmail({ token, linkValidHours }: { token: string | null; linkValidHours: number }) {
  const { revalidate } = useRevalidator();
  const user = useRootData()?.user ?? null;
  const [state, setState] = useState<State>(token ? { kind: "verifying" } : { kind: "no-token" });
  const sent = useRef(false);

  useEffect(() => {
    // A token works once; Strict Mode's second run must not spend it again.
    if (!token || sent.current) return;
    sent.current = true;
    apiRequest("POST", "/api/auth/verify-email", { token })
      .then(async () => {
        setState({ kind: "verified" });
        await revalidate();
      })
      .catch((err: unknown) => setState({ kind: "failed", message: errorMessage(err, INVALID_LINK) }));
  }, [token, revalidate]);

  if (state.kind === "verifying") {
    return (
      <AuthCard title="Verifying your email" icon={<StatusIcon tone="pending" />}>
        <AuthStatus tone="pending">
          <p>Verifying your email...</p>
        </AuthStatus>
      </AuthCard>
    );
  }
  if (state.kind === "verified" || (state.kind === "no-token" && user?.emailVerified)) {
    return (
      <AuthCard title="Email verified" icon={<StatusIcon tone="success" />}>
        <AuthStatus
          tone="success"
          actions={
            <>
              <Button asChild size="lg">
                <Link to="/track-order">Track your orders</Link>
              </Button>
              <Button asChild variant="ghost">
                <Link to="/">Back to the shop</Link>
              </Button>
            </>
          }
        >
          <p>Your email address is confirmed, so orders placed under it appear in your account.</p>
        </AuthStatus>
      </AuthCard>
    );
  }
  const signedIn = Boolean(user);
  const tone = state.kind === "failed" ? "error" : "mail";
  return (
    <AuthCard
      title={state.kind === "failed" ? "We couldn't verify your email" : "Verify your email"}
      icon={<StatusIcon tone={tone} />}
    >
      <AuthStatus tone={tone} actions={<NewLinkAction signedIn={signedIn} />}>
        {state.kind === "failed" && <p>{state.message}</p>}
        <p>
          Verification links work once and expire after {linkValidHours} hours.{" "}
          {signedIn
            ? "We can send a fresh one to the address on your account."
            : "Sign in and we'll send a fresh one."}
        </p>
      </AuthStatus>
    </AuthCard>
  );
}

function NewLinkAction({ signedIn }: { signedIn: boolean }) {
  const { status, send } = useResendVerification();
  if (!signedIn) {
    return (
      <Button asChild size="lg">
        <Link to={`/login?redirectTo=${encodeURIComponent("/verify-email")}`}>Sign in to get a new link</Link>
      </Button>
    );
  }
  return (
    <Button size="lg" onClick={send} disabled={status !== "idle"}>
      {status === "sending" ? "Sending..." : status === "sent" ? "New link sent" : "Send a new link"}
    </Button>
  );
}
