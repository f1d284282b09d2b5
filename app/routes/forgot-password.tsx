import { ForgotPassword } from "../features/accounts/components/forgot-password.tsx";
import { PASSWORD_RESET_TTL_MS } from "../features/accounts/index.server.ts";
import { seo } from "../lib/seo.ts";
import type { Route } from "./+types/forgot-password";

export function loader() {
  return { linkValidMinutes: Math.round(PASSWORD_RESET_TTL_MS / 60_000) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Reset Your Password",
    description: "Get a link by email to choose a new password for your account.",
    path: "/forgot-password",
    noindex: true,
  });

export default function ForgotPasswordPage({ loaderData }: Route.ComponentProps) {
  return <ForgotPassword linkValidMinutes={loaderData.linkValidMinutes} />;
}
