import { FileImageIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "../../../../components/ui/badge.tsx";
import { dollarsToCents, formatUsd } from "../../../../lib/money.ts";
import {
  isPinBack,
  isSize,
  PACKAGING_LABELS,
  PIN_BACK_LABELS,
  parsePackaging,
  SIZE_LABELS,
} from "../../../pricing/index.ts";
import type { CustomOrderJson } from "../../custom-orders.schemas.ts";
import { RUSH_DELIVERY_LABEL, STANDARD_DELIVERY_LABEL } from "../builder/delivery.ts";

/** A dollar figure of the API as money on screen. */
const usd = (dollars: number) => formatUsd(dollarsToCents(dollars) ?? 0);

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 text-right font-medium break-words">{children}</dd>
    </div>
  );
}

/** The custom order's summary at checkout (a summary with a Custom badge). */
export function CustomCheckoutSummary({ order }: { order: CustomOrderJson }) {
  const packaging = (parsePackaging(order.packaging) ?? []).map((p) => PACKAGING_LABELS[p]).join(", ");
  return (
    <div className="grid gap-5 text-sm">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-display text-lg leading-tight font-semibold">
            {order.quantity} custom soft enamel pins
          </p>
          <p className="mt-1 text-xs text-muted-foreground">Order #{order.id}</p>
        </div>
        <Badge className="bg-brass text-brass-foreground">Custom</Badge>
      </div>
      <dl className="divide-y border-y">
        <Row term="Quantity">{order.quantity} pins</Row>
        <Row term="Size">{isSize(order.size) ? SIZE_LABELS[order.size] : order.size}</Row>
        <Row term="Plating">
          <span className="capitalize">{order.plating.replace(/-/g, " ")}</span>
        </Row>
        <Row term="Pin back">{isPinBack(order.pinBack) ? PIN_BACK_LABELS[order.pinBack] : order.pinBack}</Row>
        <Row term="Packaging">{packaging}</Row>
        <Row term="Delivery">{order.rushOrder ? RUSH_DELIVERY_LABEL : STANDARD_DELIVERY_LABEL}</Row>
        {order.logoFileName && (
          <Row term="Logo">
            <span className="inline-flex max-w-full items-center gap-1.5">
              <FileImageIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="truncate">{order.logoFileName}</span>
            </span>
          </Row>
        )}
      </dl>
      <dl className="grid gap-1">
        <Row term="Price per pin">{usd(order.pricePerPin)}</Row>
        {order.rushOrder && <Row term="Rush fee">{usd(order.rushOrderFee)}</Row>}
        {order.discountAmount > 0 && (
          <Row term={order.promoCode ? `Discount (${order.promoCode})` : "Discount"}>
            <span className="text-success">−{usd(order.discountAmount)}</span>
          </Row>
        )}
        <Row term="Total">{usd(order.totalPrice)}</Row>
      </dl>
      <dl className="grid gap-1 rounded-xl bg-primary/[0.07] px-4 py-3">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="font-semibold text-primary">Deposit due now (10%)</dt>
          <dd className="text-lg font-semibold text-primary tabular-nums">{usd(order.depositAmount)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 text-muted-foreground">
          <dt>Balance after mockup approval</dt>
          <dd className="tabular-nums">{usd(order.remainingBalance)}</dd>
        </div>
      </dl>
    </div>
  );
}
