import { useSearchParams } from "react-router";
import { ResetPassword } from "../features/accounts/components/reset-password.tsx";
import { seo } from "../lib/seo.ts";
import type { Route } from "./+types/reset-password";

// A token page; the token must never leak through a Referer header or a search index.
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer" });

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Choose a New Password",
    description: "Choose a new password for your account.",
    path: "/reset-password",
    noindex: true,
  });

/** Also where a new member of staff, invited by e-mail (`&invite=1`), chooses their first password. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  return <ResetPassword token={params.get("token")} invite={params.get("invite") === "1"} />;
}
