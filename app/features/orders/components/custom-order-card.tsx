import { FileImageIcon, RotateCcwIcon, ZapIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { formatCalendarDate } from "../../../lib/calendar-days.ts";
import { formatUsd } from "../../../lib/money.ts";
import { MockupReadyNotice } from "../../custom-orders/components/proof/mockup-ready-notice.tsx";
import type { CustomOrderJson } from "../../custom-orders/custom-orders.schemas.ts";
import { canReorder, reorderPath } from "../../custom-orders/lifecycle/index.ts";
import { PLATING_LABELS, SIZE_LABELS } from "../../pricing/index.ts";
import { customOrderTimeline } from "../timeline.ts";
import { customOrderMoney, orderCardId } from "../track-order.ts";
import { OrderCard, type OrderCardPlace } from "./order-card.tsx";
import { Fact, ShippingTaxNotes } from "./order-fact.tsx";
import { TrackingFact } from "./tracking-fact.tsx";

/** Stored logos the browser can draw; a PDF is named instead. */
const PREVIEWABLE = /\.(png|jpe?g|gif|webp|svg)$/i;

export function CustomOrderCard({
  order,
  reorderable = false,
  viewToken,
  ...place
}: OrderCardPlace & {
  order: CustomOrderJson;
  /** Offer "Reorder" once the pins have shipped (the signed-in owner's list). */
  reorderable?: boolean;
  /** The order page's private view token, so a guest can open the mockup from the card. */
  viewToken?: string;
}) {
  const money = customOrderMoney(order);
  const sent = canReorder(order.status);
  return (
    <OrderCard
      cardId={orderCardId("custom", order.id)}
      orderNumber={order.id}
      createdAt={order.createdAt}
      timeline={customOrderTimeline(order.status)}
      {...place}
    >
      <div className="flex gap-4 sm:gap-5">
        <LogoPreview url={order.logoUrl} fileName={order.logoFileName} />
        <dl className="grid flex-1 grid-cols-2 gap-x-4 gap-y-4 sm:grid-cols-3 lg:grid-cols-6">
          <Fact label="Quantity">{order.quantity.toLocaleString("en-US")} pins</Fact>
          <Fact label="Size">{SIZE_LABELS[order.size] ?? order.size}</Fact>
          <Fact label="Plating">{PLATING_LABELS[order.plating] ?? order.plating}</Fact>
          {order.inHandsDate && (
            <Fact label="In hands by">{formatCalendarDate(order.inHandsDate, "short")}</Fact>
          )}
          <Fact label="Total">
            {formatUsd(money.totalCents)}
            <ShippingTaxNotes shippingCents={money.shippingCents} taxCents={money.taxCents} />
          </Fact>
          <Fact label="Paid">{formatUsd(money.netPaidCents)}</Fact>
          {money.refundedCents > 0 && <Fact label="Refunded">{formatUsd(money.refundedCents)}</Fact>}
          <Fact label="Balance due">
            {money.paidInFull ? (
              <span className="text-success">Paid in full</span>
            ) : (
              formatUsd(money.balanceDueCents)
            )}
          </Fact>
        </dl>
      </div>
      {order.status === "awaiting_approval" && (
        <MockupReadyNotice customOrderId={order.id} viewToken={viewToken} />
      )}
      {order.rushOrder && (
        <p className="-mt-2 inline-flex w-fit items-center gap-1.5 rounded-full bg-accent px-3 py-1 text-xs font-medium text-accent-foreground">
          <ZapIcon className="size-3.5" aria-hidden="true" /> Rush order: 2-3 weeks
        </p>
      )}
      {sent && (
        <div className="flex flex-wrap items-end justify-between gap-4 rounded-xl border bg-muted/30 p-4">
          <dl>
            <TrackingFact number={order.trackingNumber} url={order.trackingUrl} />
          </dl>
          {reorderable && (
            <Button asChild variant="outline">
              <Link to={reorderPath(order.id)} aria-label={`Reorder the pins of order #${order.id}`}>
                <RotateCcwIcon aria-hidden="true" /> Reorder
              </Link>
            </Button>
          )}
        </div>
      )}
    </OrderCard>
  );
}

function LogoPreview({ url, fileName }: { url: string | null; fileName: string | null }) {
  const frame =
    "hidden size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border bg-muted/50 sm:flex";
  if (url && PREVIEWABLE.test(url)) {
    return (
      <div className={frame}>
        <img
          src={url}
          alt={fileName ? `Your artwork, ${fileName}` : "Your artwork"}
          className="size-full object-contain p-2"
          loading="lazy"
        />
      </div>
    );
  }
  return (
    <div className={frame} title={fileName ?? undefined}>
      <FileImageIcon className="size-7 text-muted-foreground" aria-hidden="true" />
    </div>
  );
}
