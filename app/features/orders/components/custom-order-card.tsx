import { FileImageIcon, ZapIcon } from "lucide-react";
import { formatUsd } from "../../../lib/money.ts";
import type { CustomOrderJson } from "../../custom-orders/custom-orders.schemas.ts";
import { PLATING_LABELS, SIZE_LABELS } from "../../pricing/pricing-options.ts";
import { customOrderTimeline } from "../timeline.ts";
import { customOrderMoney, orderCardId } from "../track-order.ts";
import { type Highlight, OrderCard } from "./order-card.tsx";
import { Fact } from "./order-fact.tsx";

/** Stored logos the browser can draw; a PDF is named instead. */
const PREVIEWABLE = /\.(png|jpe?g|gif|webp|svg)$/i;

export function CustomOrderCard({
  order,
  highlight,
  supportEmail,
}: {
  order: CustomOrderJson;
  highlight: Highlight;
  supportEmail?: string;
}) {
  const money = customOrderMoney(order);
  return (
    <OrderCard
      cardId={orderCardId("custom", order.id)}
      orderNumber={order.id}
      createdAt={order.createdAt}
      timeline={customOrderTimeline(order.status)}
      highlight={highlight}
      supportEmail={supportEmail}
    >
      <div className="flex gap-4 sm:gap-5">
        <LogoPreview url={order.logoUrl} fileName={order.logoFileName} />
        <dl className="grid flex-1 grid-cols-2 gap-x-4 gap-y-4 sm:grid-cols-3 lg:grid-cols-6">
          <Fact label="Quantity">{order.quantity.toLocaleString("en-US")} pins</Fact>
          <Fact label="Size">{SIZE_LABELS[order.size] ?? order.size}</Fact>
          <Fact label="Plating">{PLATING_LABELS[order.plating] ?? order.plating}</Fact>
          <Fact label="Total">{formatUsd(money.totalCents)}</Fact>
          <Fact label="Deposit paid">{formatUsd(money.depositPaidCents)}</Fact>
          <Fact label="Balance due">
            {money.paidInFull ? (
              <span className="text-success">Paid in full</span>
            ) : (
              formatUsd(money.balanceDueCents)
            )}
          </Fact>
        </dl>
      </div>
      {order.rushOrder && (
        <p className="-mt-2 inline-flex w-fit items-center gap-1.5 rounded-full bg-accent px-3 py-1 text-xs font-medium text-accent-foreground">
          <ZapIcon className="size-3.5" aria-hidden="true" /> Rush order: 2-3 weeks
        </p>
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
