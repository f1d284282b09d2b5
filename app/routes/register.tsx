import { Link, redirect } from "react-router";
import { AuthCard } from "../features/accounts/components/auth-card.tsx";
import { RegisterForm } from "../features/accounts/components/register-form.tsx";
import { requestContext } from "../lib/context.ts";
import { useRootData } from "../lib/root-data.ts";
import { DEFAULT_SHOP_NAME, seo } from "../lib/seo.ts";
import type { Route } from "./+types/register";

export function loader({ context }: Route.LoaderArgs) {
  if (context.get(requestContext).user) throw redirect("/");
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Create Your Account",
    description: "Create an account to follow your custom pin orders from mockup to delivery.",
    path: "/register",
  });

export default function RegisterPage() {
  const shopName = useRootData()?.shop.name ?? DEFAULT_SHOP_NAME;
  return (
    <AuthCard
      title="Create your account"
      description="Track every order from mockup to delivery."
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm shopName={shopName} />
    </AuthCard>
  );
}
