import { useState } from "react";
import { Badge } from "../../../components/ui/badge.tsx";
import { formatCalendarDate } from "../../../lib/calendar-days.ts";
import { PLACED_CUSTOM_ORDER_STATUSES } from "../../custom-orders/index.ts";
import type { AdminCustomOrderJson } from "../../custom-orders/lifecycle/custom-orders-admin.schemas.ts";
import { useOrderListPanel } from "../use-order-list-panel.ts";
import { CustomOrderDialog } from "./custom-order-dialog.tsx";
import { sizeLabel } from "./custom-order-facts.tsx";
import { customStatusBadge, customStatusLabel } from "./custom-status-label.ts";
import { type CustomOrderSort, InHandsFilters } from "./in-hands-filters.tsx";
import { OrderListPanel } from "./order-list-panel.tsx";
import { usd } from "./order-records.tsx";

// A prepared order whose deposit was never paid is an unpaid checkout, shown only in its own view.
const STATUSES = PLACED_CUSTOM_ORDER_STATUSES.map((value) => ({ value, label: customStatusLabel(value) }));
const VIEWS = [
  {
    value: "unpaid",
    label: "Unpaid checkouts",
    emptyText: "No unpaid checkouts. Checkouts left unpaid for 30 days are removed.",
  },
  { value: "archived", label: "Archived", emptyText: "No archived custom orders." },
];

/**
 * The custom-orders panel (search, status select, the in-hands date's sort and "Needed by" day,
 * records, delete).
 */
export function CustomOrdersPanel() {
  const [sort, setSort] = useState<CustomOrderSort>("newest");
  const [neededBy, setNeededBy] = useState("");
  const panel = useOrderListPanel<AdminCustomOrderJson>("/api/custom-orders", {
    sort: sort === "newest" ? "" : sort,
    inHandsBy: neededBy,
  });

  return (
    <OrderListPanel
      panel={panel}
      section="custom-orders"
      statuses={STATUSES}
      views={VIEWS}
      searchLabel="Search custom orders"
      emptyText="Custom orders will appear here once customers place them."
      columns={[
        {
          head: "In hands",
          className: "md:whitespace-nowrap",
          cell: (order) => (order.inHandsDate ? formatCalendarDate(order.inHandsDate, "short") : "—"),
        },
        // One column for what the pins are, so the in-hands date fits beside them at 1280 px.
        {
          head: "Pins",
          cell: (order) => (
            <>
              <div className="tabular-nums">{order.quantity}</div>
              <div className="text-xs text-muted-foreground capitalize">
                {sizeLabel(order.size)} {order.plating.replace(/-/g, " ")}
              </div>
            </>
          ),
        },
        { head: "Total", numeric: true, cell: (order) => usd(order.grandTotal) },
        { head: "Deposit paid", numeric: true, cell: (order) => usd(order.depositPaid) },
        { head: "Balance due", numeric: true, cell: (order) => usd(order.balanceDue) },
        {
          head: "Status",
          cell: (order) => (
            <Badge variant={customStatusBadge(order.status)} className="whitespace-normal">
              {customStatusLabel(order.status)}
            </Badge>
          ),
        },
      ]}
      deleteTitle={(order) => `Delete custom order #${order.id}?`}
      deleteDescription="An unpaid order is removed for good with its artwork. A paid order is archived with its payments and history once it has shipped or been cancelled or refunded; Restore brings it back."
      Dialog={CustomOrderDialog}
      filters={
        <InHandsFilters
          sort={sort}
          onSort={(next) => {
            setSort(next);
            panel.setPage(1);
          }}
          neededBy={neededBy}
          onNeededBy={(day) => {
            setNeededBy(day);
            panel.setPage(1);
          }}
        />
      }
    />
  );
}
