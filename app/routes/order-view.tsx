import { LockKeyholeIcon } from "lucide-react";
import { data, Link } from "react-router";
import { getOrderByViewToken } from "../features/custom-orders/lifecycle/index.server.ts";
import { InvoiceDownload } from "../features/invoices/components/invoice-download.tsx";
import { viewLinkInvoicePath } from "../features/invoices/index.ts";
import { CustomOrderCard } from "../features/orders/components/custom-order-card.tsx";
import { OrderNotFound } from "../features/orders/components/order-not-found.tsx";
import { RegularOrderCard } from "../features/orders/components/regular-order-card.tsx";
import { getRegularOrderByViewToken } from "../features/orders/index.server.ts";
import { AppError } from "../lib/errors.server.ts";
import { useRootData } from "../lib/root-data.ts";
import { seo } from "../lib/seo.ts";
import type { Route } from "./+types/order-view";

const missing = (err: unknown) => err instanceof AppError && err.code === "not_found";

/**
 * `/orders/{token}`: an order, custom or regular, for whoever holds the private link of its
 * e-mails or of the confirmation after paying, no sign-in needed. An unknown token is "Order Not
 * Found" with HTTP 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  try {
    return { order: await getOrderByViewToken(params.token), regular: null };
  } catch (err) {
    if (!missing(err)) throw err;
  }
  try {
    return { order: null, regular: await getRegularOrderByViewToken(params.token) };
  } catch (err) {
    if (missing(err)) return data({ order: null, regular: null }, { status: 404 });
    throw err;
  }
}

// A token page; the token must never leak through a Referer header, a cache or an index.
export const headers: Route.HeadersFunction = () => ({
  "Referrer-Policy": "no-referrer",
  "Cache-Control": "private, no-store",
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: loaderData?.order
      ? `Order #${loaderData.order.id}`
      : loaderData?.regular
        ? `Order #${loaderData.regular.id}`
        : "Order Not Found",
    description: "Follow your pin order from payment to delivery.",
    path: "/orders",
    noindex: true,
  });

export default function OrderViewPage({ loaderData, params }: Route.ComponentProps) {
  const root = useRootData();
  const supportEmail = root?.shop.supportEmail;
  const { order, regular } = loaderData;
  if (!order && !regular) return <OrderNotFound supportEmail={supportEmail} />;
  return (
    <main className="flex-1 bg-gradient-to-b from-secondary/40 to-background">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:px-6 sm:py-12">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-xs font-semibold tracking-[0.2em] text-primary uppercase">Your order</p>
            <h1 className="mt-2 text-3xl sm:text-4xl">{order ? "Your Custom Pins" : "Your Pins"}</h1>
            <p className="mt-2 max-w-xl text-muted-foreground">
              {order
                ? "Where your order is now, from artwork to delivery. We e-mail you at every step."
                : "Where your order is now, from payment to delivery. We e-mail you when it ships."}
            </p>
          </div>
          {/* The invoice (and receipt) of this order, by the same private link. */}
          <InvoiceDownload href={viewLinkInvoicePath(params.token)} className="self-start sm:self-auto" />
        </div>
        {order ? (
          <CustomOrderCard order={order} highlight="none" supportEmail={supportEmail} titleLevel={2} />
        ) : (
          <RegularOrderCard order={regular!} highlight="none" supportEmail={supportEmail} titleLevel={2} />
        )}
        <div className="flex flex-col gap-3 rounded-2xl border bg-card/70 p-4 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2">
            <LockKeyholeIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            This page is private: anyone with its link can see the order, so please keep the link to yourself.
          </p>
          {root?.user ? (
            <Link
              to="/track-order"
              className="shrink-0 font-medium text-primary underline-offset-4 hover:underline"
            >
              See all your orders
            </Link>
          ) : null}
        </div>
      </div>
    </main>
  );
}
