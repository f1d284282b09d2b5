import { BadgeCheckIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Badge } from "../../../../components/ui/badge.tsx";
import type { BalancePaymentJson } from "../../balance/balance-payment.schemas.ts";
import { CheckoutCard } from "../checkout/checkout-layout.tsx";
import { platingLabel, sizeLabel } from "./balance-labels.ts";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="mt-0.5 font-medium break-words">{children}</dd>
    </div>
  );
}

/** The approved order: number, customer, quantity, size, plating, logo. */
export function BalanceOrderCard({ order }: { order: BalancePaymentJson }) {
  // A PDF logo (or a file gone from storage) cannot be shown as an image: the card goes without.
  const [logoFailed, setLogoFailed] = useState(false);
  const showLogo = order.logoUrl !== null && !logoFailed;
  return (
    <CheckoutCard>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs text-muted-foreground">Order number</p>
          <p className="font-display text-2xl font-semibold">#{order.id}</p>
        </div>
        <Badge variant="success" className="gap-1.5 px-2.5 py-1 text-sm">
          <BadgeCheckIcon aria-hidden="true" /> Design Approved
        </Badge>
      </div>
      <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-center">
        {showLogo && (
          <img
            src={order.logoUrl ?? undefined}
            alt={`Your approved design for order #${order.id}`}
            className="size-28 shrink-0 self-center rounded-xl border bg-white object-contain p-2 sm:self-auto"
            onError={() => setLogoFailed(true)}
          />
        )}
        <dl className="grid flex-1 grid-cols-2 gap-x-6 gap-y-4 text-sm">
          <Fact term="Customer name">{order.customerName}</Fact>
          <Fact term="Quantity">{order.quantity} pins</Fact>
          <Fact term="Size">{sizeLabel(order.size)}</Fact>
          <Fact term="Plating">{platingLabel(order.plating)}</Fact>
        </dl>
      </div>
    </CheckoutCard>
  );
}
