import { Link, redirect, useSearchParams } from "react-router";
import { Alert, AlertDescription } from "../components/ui/alert.tsx";
import { Button } from "../components/ui/button.tsx";
import { AuthCard } from "../features/accounts/components/auth-card.tsx";
import { LoginForm } from "../features/accounts/components/login-form.tsx";
import { LoginLinkRequest } from "../features/accounts/components/login-link-request.tsx";
import { LOGIN_LINK_TTL_MS } from "../features/accounts/index.server.ts";
import { safeRedirect } from "../features/accounts/index.ts";
import { requestContext } from "../lib/context.ts";
import { seo } from "../lib/seo.ts";
import type { Route } from "./+types/login";

export function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(requestContext).user;
  const asked = new URL(request.url).searchParams.get("redirectTo");
  // A signed-in visitor only sees this page when another page asked for a different account.
  if (user && !asked) throw redirect("/");
  return {
    redirectTo: safeRedirect(asked),
    signedInAs: user?.username ?? null,
    linkValidMinutes: Math.round(LOGIN_LINK_TTL_MS / 60_000),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Sign In",
    description: "Sign in to follow your custom pin orders, approve mockups and check out faster.",
    path: "/login",
  });

const signUpFooter = (
  <>
    Don't have an account?{" "}
    <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
      Sign up
    </Link>
  </>
);

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  const { redirectTo, signedInAs, linkValidMinutes } = loaderData;
  // `?by=link` opens the e-mailed link's form (the expired-link page sends people there).
  const [params, setParams] = useSearchParams();
  const byLink = params.get("by") === "link";
  const showForm = (link: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (link) next.set("by", "link");
        else next.delete("by");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  if (byLink) {
    return (
      <LoginLinkRequest
        linkValidMinutes={linkValidMinutes}
        onUsePassword={() => showForm(false)}
        footer={signUpFooter}
      />
    );
  }
  return (
    <AuthCard
      title="Sign in to your account"
      description="Follow your orders and approve mockups in one place."
      footer={signUpFooter}
    >
      {signedInAs && (
        <Alert className="mb-6">
          <AlertDescription>
            You're signed in as {signedInAs}, which can't open that page. Sign in with another account to
            continue.
          </AlertDescription>
        </Alert>
      )}
      <LoginForm redirectTo={redirectTo} />
      <div className="my-5 flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button type="button" variant="outline" size="lg" className="w-full" onClick={() => showForm(true)}>
        E-mail me a sign-in link
      </Button>
    </AuthCard>
  );
}
