import { Badge } from "../../../components/ui/badge.tsx";
import { TableCell, TableHead } from "../../../components/ui/table.tsx";
import { ORDER_STATUS_LABELS } from "../../orders/index.ts";
import { ADMIN_ORDER_STATUSES } from "../../orders/order-records.schemas.ts";
import { type OrderJson, parseOrderItems } from "../../orders/orders.schemas.ts";
import { useOrderListPanel } from "../use-order-list-panel.ts";
import { OrderListPanel } from "./order-list-panel.tsx";
import { usd } from "./order-records.tsx";
import { RegularOrderDialog } from "./regular-order-dialog.tsx";

const STATUSES = ADMIN_ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }));

/** The regular-orders panel (search, status, tracking, delivered, delete). */
export function RegularOrdersPanel() {
  const panel = useOrderListPanel<OrderJson>("/api/orders");

  return (
    <OrderListPanel
      panel={panel}
      statuses={STATUSES}
      searchLabel="Search regular orders"
      emptyText="Regular orders will appear here once customers check out."
      heads={
        <>
          <TableHead className="text-right">Items</TableHead>
          <TableHead className="text-right">Total</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Tracking</TableHead>
        </>
      }
      cells={(order) => (
        <>
          <TableCell className="text-right tabular-nums">
            {parseOrderItems(order.items).reduce((n, i) => n + i.quantity, 0)}
          </TableCell>
          <TableCell className="text-right tabular-nums">{usd(order.totalAmount)}</TableCell>
          <TableCell>
            <Badge variant={order.status === "delivered" ? "success" : "secondary"}>
              {ORDER_STATUS_LABELS[order.status]}
            </Badge>
          </TableCell>
          <TableCell className="max-w-40 truncate">
            {order.trackingNumber ? (
              order.trackingUrl ? (
                <a
                  href={order.trackingUrl}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {order.trackingNumber}
                </a>
              ) : (
                order.trackingNumber
              )
            ) : (
              <span className="text-muted-foreground">—</span>
            )}
          </TableCell>
        </>
      )}
      deleteTitle={(order) => `Delete order #${order.id}?`}
      deleteDescription="An order that was paid is archived with its payments and history; an unpaid order is removed for good."
      Dialog={RegularOrderDialog}
    />
  );
}
