import { useSearchParams } from "react-router";
import { LoginLinkSignIn } from "../features/accounts/components/login-link-sign-in.tsx";
import { LOGIN_LINK_TTL_MS } from "../features/accounts/index.server.ts";
import { seo } from "../lib/seo.ts";
import type { Route } from "./+types/login-link";

// A token page; the token must never leak through a Referer header or a search index.
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer" });

export function loader() {
  return { linkValidMinutes: Math.round(LOGIN_LINK_TTL_MS / 60_000) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Sign In With Your Link",
    description: "Finish signing in with the link we emailed you.",
    path: "/login-link",
    noindex: true,
  });

export default function LoginLinkPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return <LoginLinkSignIn token={params.get("token")} linkValidMinutes={loaderData.linkValidMinutes} />;
}
