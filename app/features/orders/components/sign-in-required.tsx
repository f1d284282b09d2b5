import { LockKeyholeIcon } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { loginPath } from "../../accounts/index.ts";
import { ACCESS_DENIED, ACCESS_DENIED_REDIRECT_MS } from "../track-order.ts";

/**
 * Tracking while logged out: the "Access Denied" toast, then /login after
 * 2 s, done in the browser so the toast is seen. Sign-in brings the visitor back here.
 */
export function SignInRequired() {
  const navigate = useNavigate();
  const location = useLocation();
  const back = loginPath(`${location.pathname}${location.search}`);

  useEffect(() => {
    toast.error(ACCESS_DENIED.title, { id: "access-denied", description: ACCESS_DENIED.description });
    const timer = window.setTimeout(() => navigate(back, { replace: true }), ACCESS_DENIED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, back]);

  return (
    <div className="flex flex-col items-center rounded-2xl border bg-card px-6 py-12 text-center shadow-xs">
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <LockKeyholeIcon className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-5 font-display text-xl font-semibold">Sign in to see your orders</p>
      <p className="mt-2 max-w-sm text-sm text-muted-foreground" role="status">
        Taking you to the sign-in page...
      </p>
      <Button asChild className="mt-6">
        <Link to={back} replace>
          Sign in now
        </Link>
      </Button>
    </div>
  );
}
