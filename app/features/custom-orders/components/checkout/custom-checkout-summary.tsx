import { FileImageIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "../../../../components/ui/badge.tsx";
import { formatDollars } from "../../../../lib/money.ts";
import {
  isPinBack,
  isSize,
  PACKAGING_LABELS,
  PIN_BACK_LABELS,
  parsePackaging,
  SIZE_LABELS,
} from "../../../pricing/index.ts";
import type { AddressQuoteState } from "../../../shipping-tax/index.ts";
import type { CustomOrderJson, CustomOrderQuoteJson } from "../../custom-orders.schemas.ts";
import { RUSH_DELIVERY_LABEL, STANDARD_DELIVERY_LABEL } from "../builder/delivery.ts";
import { DepositDue } from "./deposit-due.tsx";
import { QuotedFigure } from "./quoted-figure.tsx";

export type DepositQuoteState = AddressQuoteState<CustomOrderQuoteJson>;

/** A dollar figure of the API as money on screen. */
function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 text-right font-medium break-words">{children}</dd>
    </div>
  );
}

/**
 * The custom order's summary at checkout (a summary with a Custom badge): the pins, then the
 * shipping, sales tax and total the server quoted for the address typed so far, and the deposit
 * due now with its share of the tax.
 */
export function CustomCheckoutSummary({
  order,
  quote,
}: {
  order: CustomOrderJson;
  quote: DepositQuoteState;
}) {
  const figures = quote.status === "ready" ? quote.quote : null;
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
        <Row term="Price per pin">{formatDollars(order.pricePerPin)}</Row>
        {order.rushOrder && <Row term="Rush fee">{formatDollars(order.rushOrderFee)}</Row>}
        {order.discountAmount > 0 && (
          <Row term={order.promoCode ? `Discount (${order.promoCode})` : "Discount"}>
            <span className="text-success">−{formatDollars(order.discountAmount)}</span>
          </Row>
        )}
        <Row term="Pins total">{formatDollars(order.totalPrice)}</Row>
        <Row term="Shipping">
          <QuotedFigure state={quote} testId="custom-shipping">
            {figures && (figures.shipping === 0 ? "Free" : formatDollars(figures.shipping))}
          </QuotedFigure>
        </Row>
        <Row term="Sales tax">
          <QuotedFigure state={quote} testId="custom-tax">
            {figures && formatDollars(figures.tax)}
          </QuotedFigure>
        </Row>
        <div className="mt-1 flex items-baseline justify-between gap-4 border-t pt-2.5">
          <dt className="font-medium">Total</dt>
          <dd className="font-semibold tabular-nums" data-testid="custom-total">
            {formatDollars(figures ? figures.total : order.totalPrice)}
          </dd>
        </div>
      </dl>
      <DepositDue order={order} quote={quote} />
    </div>
  );
}
