import { Link } from "react-router";
import { RecordTable } from "../../../components/admin/record-table.tsx";
import { adminPath } from "../../../lib/admin-links.ts";
import { formatDollars } from "../../../lib/money.ts";
import type { CustomerOrderJson } from "../customers.schemas.ts";
import { formatDay } from "./customer-format.ts";

const label = (o: CustomerOrderJson) => `${o.kind === "custom" ? "Custom order" : "Order"} #${o.id}`;

/** The customer's orders of both kinds, each a link to its dialog in its own section. */
export function CustomerOrders({ orders }: { orders: CustomerOrderJson[] }) {
  if (!orders.length) return <p className="text-sm text-muted-foreground">No orders yet.</p>;
  return (
    <RecordTable
      rows={orders}
      rowKey={(o) => `${o.kind}-${o.id}`}
      columns={[
        {
          head: "Order",
          card: "title",
          cell: (o) => (
            <Link
              to={adminPath({ section: o.kind === "custom" ? "custom-orders" : "orders", order: o.id })}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {label(o)}
            </Link>
          ),
        },
        { head: "Placed", cell: (o) => formatDay(o.createdAt) },
        { head: "Status", cell: (o) => o.status.replaceAll("_", " ") },
        { head: "Total", numeric: true, cell: (o) => formatDollars(o.total) },
        { head: "Paid", numeric: true, cell: (o) => formatDollars(o.netPaid) },
        { head: "Refunded", numeric: true, cell: (o) => formatDollars(o.refunded) },
        { head: "Balance due", numeric: true, cell: (o) => formatDollars(o.balanceDue) },
      ]}
    />
  );
}
