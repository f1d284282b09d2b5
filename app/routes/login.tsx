import { Link, redirect } from "react-router";
import { Alert, AlertDescription } from "../components/ui/alert.tsx";
import { AuthCard } from "../features/accounts/components/auth-card.tsx";
import { LoginForm } from "../features/accounts/components/login-form.tsx";
import { safeRedirect } from "../features/accounts/index.ts";
import { requestContext } from "../lib/context.ts";
import { seo } from "../lib/seo.ts";
import type { Route } from "./+types/login";

export function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(requestContext).user;
  const asked = new URL(request.url).searchParams.get("redirectTo");
  // A signed-in visitor only sees this page when another page asked for a different account.
  if (user && !asked) throw redirect("/");
  return { redirectTo: safeRedirect(asked), signedInAs: user?.username ?? null };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Sign In",
    description: "Sign in to follow your custom pin orders, approve mockups and check out faster.",
    path: "/login",
  });

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  const { redirectTo, signedInAs } = loaderData;
  return (
    <AuthCard
      title="Sign in to your account"
      description="Follow your orders and approve mockups in one place."
      footer={
        <>
          Don't have an account?{" "}
          <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign up
          </Link>
        </>
      }
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
    </AuthCard>
  );
}
