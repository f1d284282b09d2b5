import { useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { Alert, AlertDescription } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { apiRequest, errorMessage } from "../../../lib/api.ts";
import type { CurrentUser } from "../../../lib/context.ts";
import { getSessionId, notifyCartChanged } from "../../cart/index.ts";
import { AuthCard } from "./auth-card.tsx";
import { AuthStatus, StatusIcon } from "./auth-status.tsx";

const INVALID_LINK = "This link has expired or is invalid";
/** The sign-in page, opened on "E-mail me a sign-in link". */
export const LOGIN_LINK_FORM_PATH = "/login?by=link";

/** Where a signed-in account lands, as after a password sign-in: admins in the admin. */
const landingFor = (user: Pick<CurrentUser, "role">) => (user.role === "admin" ? "/admin" : "/");

/**
 * The page behind the e-mailed sign-in link (`/login-link?token=`). Opening it spends nothing:
 * the token is sent when the button is pressed, so a mail scanner that follows the link (a GET)
 * cannot use it up before its holder does.
 */
export function LoginLinkSignIn({
  token,
  linkValidMinutes,
}: {
  token: string | null;
  linkValidMinutes: number;
}) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [expired, setExpired] = useState(!token);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const signIn = async () => {
    setPending(true);
    let user: CurrentUser;
    try {
      const res = await apiRequest(
        "POST",
        "/api/auth/login-link/sign-in",
        { token },
        { "X-Session-Id": getSessionId() },
      );
      user = (await res.json()) as CurrentUser;
    } catch (err) {
      const message = errorMessage(err, INVALID_LINK);
      // A used, expired or unknown link gets its own page; anything else (too many tries, a
      // connection lost) can be tried again from here.
      if (message === INVALID_LINK) setExpired(true);
      else setFailure(message);
      setPending(false);
      return;
    }
    toast.success("Welcome back!", { description: "You have been logged in successfully." });
    await navigate(landingFor(user), { replace: true });
    await revalidate();
    notifyCartChanged();
  };

  if (expired) {
    return (
      <AuthCard title={INVALID_LINK} icon={<StatusIcon tone="error" />}>
        <AuthStatus
          tone="error"
          actions={
            <>
              <Button asChild size="lg">
                <Link to={LOGIN_LINK_FORM_PATH}>Email me a new link</Link>
              </Button>
              <Button asChild variant="ghost">
                <Link to="/login">Sign in with a password</Link>
              </Button>
            </>
          }
        >
          <p>
            Sign-in links work once and only for {linkValidMinutes} minutes. Ask for a new one and we'll email
            it right away.
          </p>
        </AuthStatus>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Sign in to your account"
      description="You opened the sign-in link we emailed you. Press the button to finish signing in on this device."
    >
      <div className="grid gap-3">
        {failure && (
          <Alert variant="destructive">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}
        <Button size="lg" className="w-full" onClick={signIn} disabled={pending}>
          {pending ? "Signing in..." : "Sign In"}
        </Button>
        <p className="text-center text-xs text-muted-foreground">
          The link works once. Didn't ask for it? Close this page: nothing happens until the button is
          pressed.
        </p>
      </div>
    </AuthCard>
  );
}
