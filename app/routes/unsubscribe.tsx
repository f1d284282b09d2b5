import { data } from "react-router";
import { UnsubscribeCard } from "../features/marketing/components/unsubscribe-card.tsx";
import { getUnsubscribeInfo, unsubscribeByToken } from "../features/marketing/index.server.ts";
import { AppError } from "../lib/errors.server.ts";
import { useRootData } from "../lib/root-data.ts";
import { DEFAULT_SHOP_NAME, seo } from "../lib/seo.ts";
import type { Route } from "./+types/unsubscribe";

/** An unknown token is the "Link not valid" state with HTTP 404. */
async function orNotFound<T>(read: () => Promise<T>) {
  try {
    return { state: await read() };
  } catch (err) {
    if (err instanceof AppError && err.code === "not_found") return data({ state: null }, { status: 404 });
    throw err;
  }
}

export const loader = ({ params }: Route.LoaderArgs) => orNotFound(() => getUnsubscribeInfo(params.token));

/** The page's button and RFC 8058 one-click unsubscribes from mail clients both POST here. */
export const action = ({ params }: Route.ActionArgs) => orNotFound(() => unsubscribeByToken(params.token));

// A token page; the token must never leak through a Referer header, a cache or an index.
export const headers: Route.HeadersFunction = () => ({
  "Referrer-Policy": "no-referrer",
  "Cache-Control": "private, no-store",
});

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Unsubscribe",
    description: "Stop discount e-mails from the shop.",
    path: "/unsubscribe",
    noindex: true,
  });

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <UnsubscribeCard
      state={actionData?.state ?? loaderData.state}
      shopName={root?.shop.name ?? DEFAULT_SHOP_NAME}
      supportEmail={root?.shop.supportEmail}
    />
  );
}
