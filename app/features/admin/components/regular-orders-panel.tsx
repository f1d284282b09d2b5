import { Badge } from "../../../components/ui/badge.tsx";
import { ORDER_STATUS_LABELS } from "../../orders/index.ts";
import { ADMIN_ORDER_STATUSES } from "../../orders/order-records.schemas.ts";
import { type OrderJson, parseOrderItems } from "../../orders/orders.schemas.ts";
import { useOrderListPanel } from "../use-order-list-panel.ts";
import { OrderListPanel } from "./order-list-panel.tsx";
import { usd } from "./order-records.tsx";
import { RegularOrderDialog } from "./regular-order-dialog.tsx";

const STATUSES = ADMIN_ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }));
const VIEWS = [{ value: "archived", label: "Archived", emptyText: "No archived orders." }];

/** The tracking number, a link to the carrier's page when there is one; long numbers break anywhere. */
function TrackingNumber({ number, url }: { number: string; url: string | null }) {
  if (!url) return <span className="[overflow-wrap:anywhere]">{number}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer noopener"
      className="text-primary [overflow-wrap:anywhere] underline-offset-4 hover:underline"
    >
      {number}
    </a>
  );
}

/** The regular-orders panel (search, status, tracking, delivered, delete). */
export function RegularOrdersPanel() {
  const panel = useOrderListPanel<OrderJson>("/api/orders");

  return (
    <OrderListPanel
      panel={panel}
      section="orders"
      statuses={STATUSES}
      views={VIEWS}
      searchLabel="Search regular orders"
      emptyText="Regular orders will appear here once customers check out."
      columns={[
        {
          head: "Items",
          numeric: true,
          cell: (order) => parseOrderItems(order.items).reduce((n, i) => n + i.quantity, 0),
        },
        { head: "Total", numeric: true, cell: (order) => usd(order.totalAmount) },
        {
          head: "Status",
          cell: (order) => (
            <Badge
              variant={order.status === "delivered" ? "success" : "secondary"}
              className="whitespace-normal"
            >
              {ORDER_STATUS_LABELS[order.status]}
            </Badge>
          ),
        },
        {
          head: "Tracking",
          className: "md:max-w-40",
          cell: (order) =>
            order.trackingNumber ? (
              <TrackingNumber number={order.trackingNumber} url={order.trackingUrl} />
            ) : (
              <span className="text-muted-foreground">—</span>
            ),
        },
      ]}
      deleteTitle={(order) => `Delete order #${order.id}?`}
      deleteDescription="An unpaid order is removed for good. A paid order is archived with its payments and history once it has shipped or been cancelled or refunded; Restore brings it back."
      Dialog={RegularOrderDialog}
    />
  );
}
