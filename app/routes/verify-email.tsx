import { useSearchParams } from "react-router";
import { VerifyEmail } from "../features/accounts/components/verify-email.tsx";
import { EMAIL_VERIFY_TTL_MS } from "../features/accounts/index.server.ts";
import { seo } from "../lib/seo.ts";
import type { Route } from "./+types/verify-email";

// A token page; the token must never leak through a Referer header or a search index.
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer" });

export function loader() {
  return { linkValidHours: Math.round(EMAIL_VERIFY_TTL_MS / 3_600_000) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Verify Your Email",
    description: "Confirm the email address on your account.",
    path: "/verify-email",
    noindex: true,
  });

export default function VerifyEmailPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return <VerifyEmail token={params.get("token")} linkValidHours={loaderData.linkValidHours} />;
}
