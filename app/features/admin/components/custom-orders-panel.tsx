import { Badge } from "../../../components/ui/badge.tsx";
import { TableCell, TableHead } from "../../../components/ui/table.tsx";
import { CUSTOM_ORDER_STATUSES } from "../../custom-orders/index.ts";
import type { AdminCustomOrderJson } from "../../custom-orders/lifecycle/custom-orders-admin.schemas.ts";
import { useOrderListPanel } from "../use-order-list-panel.ts";
import { CustomOrderDialog } from "./custom-order-dialog.tsx";
import { sizeLabel } from "./custom-order-facts.tsx";
import { customStatusBadge, customStatusLabel } from "./custom-status-label.ts";
import { OrderListPanel } from "./order-list-panel.tsx";
import { usd } from "./order-records.tsx";

const STATUSES = CUSTOM_ORDER_STATUSES.map((value) => ({ value, label: customStatusLabel(value) }));

/** The custom-orders panel (search, status select, records, delete). */
export function CustomOrdersPanel() {
  const panel = useOrderListPanel<AdminCustomOrderJson>("/api/custom-orders");

  return (
    <OrderListPanel
      panel={panel}
      statuses={STATUSES}
      searchLabel="Search custom orders"
      emptyText="Custom orders will appear here once customers place them."
      heads={
        <>
          <TableHead className="text-right">Qty</TableHead>
          <TableHead>Size</TableHead>
          <TableHead>Plating</TableHead>
          <TableHead className="text-right">Total</TableHead>
          <TableHead className="text-right">Deposit paid</TableHead>
          <TableHead className="text-right">Balance due</TableHead>
          <TableHead>Status</TableHead>
        </>
      }
      cells={(order) => (
        <>
          <TableCell className="text-right tabular-nums">{order.quantity}</TableCell>
          <TableCell>{sizeLabel(order.size)}</TableCell>
          <TableCell className="capitalize">{order.plating.replace(/-/g, " ")}</TableCell>
          <TableCell className="text-right tabular-nums">{usd(order.totalPrice)}</TableCell>
          <TableCell className="text-right tabular-nums">{usd(order.depositPaid)}</TableCell>
          <TableCell className="text-right tabular-nums">{usd(order.balanceDue)}</TableCell>
          <TableCell>
            <Badge variant={customStatusBadge(order.status)}>{customStatusLabel(order.status)}</Badge>
          </TableCell>
        </>
      )}
      deleteTitle={(order) => `Delete custom order #${order.id}?`}
      deleteDescription="An order with a payment is archived with its payments and history; an unpaid order is removed for good with its artwork."
      Dialog={CustomOrderDialog}
    />
  );
}
