import { PackageIcon, ShoppingBagIcon } from "lucide-react";
import { useEffect, useState } from "react";
import type { CustomOrderJson } from "../../custom-orders/custom-orders.schemas.ts";
import type { OrderJson } from "../orders.schemas.ts";
import {
  filterOrders,
  HIGHLIGHT_DELAY_MS,
  type OrderKind,
  orderCardId,
  type TrackTarget,
} from "../track-order.ts";
import { CustomOrderCard } from "./custom-order-card.tsx";
import type { Highlight } from "./order-card.tsx";
import { OrderList } from "./order-list.tsx";
import { RegularOrderCard } from "./regular-order-card.tsx";

interface OrdersBoardProps {
  customOrders: CustomOrderJson[];
  orders: OrderJson[];
  filterText: string;
  onClearFilter: () => void;
  target: TrackTarget | null;
  supportEmail?: string;
}

/**
 * The two lists of the track page. A link with `?id=&type=` brings its card into view and rings
 * it after 0.5 s, with a "Just placed" note when it comes from the checkout.
 */
export function OrdersBoard({
  customOrders,
  orders,
  filterText,
  onClearFilter,
  target,
  supportEmail,
}: OrdersBoardProps) {
  const highlighted = useHighlight(target);
  const highlightOf = (kind: OrderKind, id: number): Highlight => {
    if (!target || highlighted !== orderCardId(kind, id)) return "none";
    return target.justPlaced ? "just-placed" : "target";
  };
  const shownCustom = filterOrders(customOrders, filterText);
  const shownRegular = filterOrders(orders, filterText);

  return (
    <div className="grid gap-12">
      <OrderList
        id="custom-orders-heading"
        title="Custom Orders"
        total={customOrders.length}
        shown={shownCustom.length}
        filterText={filterText}
        onClearFilter={onClearFilter}
        empty={{
          icon: <PackageIcon aria-hidden="true" />,
          detail: "Custom pins you order appear here, with every step from artwork to your door.",
          action: { label: "Design custom pins", to: "/custom" },
        }}
      >
        {shownCustom.map((order) => (
          <CustomOrderCard
            key={order.id}
            order={order}
            highlight={highlightOf("custom", order.id)}
            supportEmail={supportEmail}
            reorderable
          />
        ))}
      </OrderList>
      <OrderList
        id="regular-orders-heading"
        title="Regular Orders"
        total={orders.length}
        shown={shownRegular.length}
        filterText={filterText}
        onClearFilter={onClearFilter}
        empty={{
          icon: <ShoppingBagIcon aria-hidden="true" />,
          detail: "Ready-made pins you buy from the shop appear here until they reach you.",
          action: { label: "Shop ready-made pins", to: "/#shop" },
        }}
      >
        {shownRegular.map((order) => (
          <RegularOrderCard
            key={order.id}
            order={order}
            highlight={highlightOf("regular", order.id)}
            supportEmail={supportEmail}
          />
        ))}
      </OrderList>
    </div>
  );
}

/** The card id to ring: set, and scrolled to, HIGHLIGHT_DELAY_MS after the lists appear. */
function useHighlight(target: TrackTarget | null): string | null {
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const cardId = target ? orderCardId(target.kind, target.id) : null;
  useEffect(() => {
    if (!cardId) return;
    const timer = window.setTimeout(() => {
      const card = document.getElementById(cardId);
      if (!card) return;
      const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      card.scrollIntoView({ behavior: still ? "auto" : "smooth", block: "start" });
      setHighlighted(cardId);
    }, HIGHLIGHT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [cardId]);
  return highlighted;
}
