import { BalancePayment } from "../features/custom-orders/components/balance/balance-payment.tsx";
import { seo } from "../lib/seo.ts";
import type { Route } from "./+types/balance-payment";

// A token page; the token must never leak through a Referer header or a search index.
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer" });

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Complete Your Order",
    description: "Pay the balance of your approved custom pin order securely with PayPal.",
    path: "/balance-payment",
    noindex: true,
  });

/** `/balance-payment/{token}`: the balance of an approved custom order. */
export default function BalancePaymentPage({ params }: Route.ComponentProps) {
  return <BalancePayment token={params.token} />;
}
