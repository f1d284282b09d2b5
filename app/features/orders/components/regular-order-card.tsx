import { formatUsd } from "../../../lib/money.ts";
import { type OrderJson, parseOrderItems } from "../orders.schemas.ts";
import { regularOrderTimeline } from "../timeline.ts";
import { orderCardId } from "../track-order.ts";
import { OrderCard, type OrderCardPlace } from "./order-card.tsx";
import { Fact, FactNote, ShippingTaxNotes } from "./order-fact.tsx";
import { TrackingFact } from "./tracking-fact.tsx";

const cents = (dollars: number) => Math.round(dollars * 100);

export function RegularOrderCard({ order, ...place }: OrderCardPlace & { order: OrderJson }) {
  const items = parseOrderItems(order.items);
  const pins = items.reduce((sum, item) => sum + item.quantity, 0);
  const sent = order.status === "shipped" || order.status === "delivered";
  return (
    <OrderCard
      cardId={orderCardId("regular", order.id)}
      orderNumber={order.id}
      createdAt={order.createdAt}
      timeline={regularOrderTimeline(order.status)}
      {...place}
    >
      <div className="grid gap-5 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:gap-8">
        <div>
          <p
            id={`regular-order-${order.id}-items`}
            className="text-xs font-medium tracking-wide text-muted-foreground uppercase"
          >
            Items ({pins} {pins === 1 ? "pin" : "pins"})
          </p>
          <ul aria-labelledby={`regular-order-${order.id}-items`} className="mt-2 divide-y rounded-xl border">
            {items.map((item) => (
              <li
                key={`${item.name}-${item.price}`}
                className="flex items-baseline justify-between gap-3 px-4 py-2.5 text-sm"
              >
                <span className="min-w-0">
                  <span className="font-medium">{item.name}</span>
                  <span className="text-muted-foreground"> × {item.quantity}</span>
                </span>
                <span className="shrink-0 tabular-nums">{formatUsd(cents(item.price) * item.quantity)}</span>
              </li>
            ))}
          </ul>
        </div>
        <dl className="grid h-fit grid-cols-2 gap-4 md:grid-cols-1">
          <Fact label="Total">
            <span className="text-lg tabular-nums">{formatUsd(cents(order.totalAmount))}</span>
            {order.discountAmount > 0 && (
              <FactNote>Includes {formatUsd(cents(order.discountAmount))} off</FactNote>
            )}
            <ShippingTaxNotes shippingCents={cents(order.shippingAmount)} taxCents={cents(order.taxAmount)} />
          </Fact>
          {order.money.refunded > 0 && (
            <Fact label="Refunded">
              <span className="tabular-nums">{formatUsd(cents(order.money.refunded))}</span>
            </Fact>
          )}
          {sent && <TrackingFact number={order.trackingNumber} url={order.trackingUrl} />}
        </dl>
      </div>
    </OrderCard>
  );
}
