import { useState } from "react";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "../../../components/ui/table.tsx";
import { apiRequest } from "../../../lib/api.ts";
import { ADMIN_ORDER_STATUSES, type OrderDeleteJson } from "../../orders/order-records.schemas.ts";
import { ORDER_STATUS_LABELS } from "../../orders/order-status.ts";
import { type OrderJson, parseOrderItems } from "../../orders/orders.schemas.ts";
import { useAdminList, useDebounced } from "../use-admin-list.ts";
import { ConfirmDelete } from "./confirm-delete.tsx";
import { ListToolbar } from "./list-toolbar.tsx";
import { formatWhen, usd } from "./order-records.tsx";
import { Pager } from "./pager.tsx";
import { RegularOrderDialog } from "./regular-order-dialog.tsx";

const STATUSES = ADMIN_ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }));

/** Section 2: the regular-orders panel (search, status, tracking, delivered, delete). */
export function RegularOrdersPanel() {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<OrderJson | null>(null);
  const q = useDebounced(search);
  const list = useAdminList<OrderJson>("/api/orders", { page, q, status });

  const remove = async (order: OrderJson) => {
    try {
      const res = await apiRequest("DELETE", `/api/orders/${order.id}`);
      toast.success("Order deleted", { description: ((await res.json()) as OrderDeleteJson).message });
      list.reload();
    } catch {
      toast.error("Error", { description: "Failed to delete order." });
    }
  };

  return (
    <div className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <ListToolbar
        search={search}
        onSearch={(v) => {
          setSearch(v);
          setPage(1);
        }}
        status={status}
        onStatus={(v) => {
          setStatus(v);
          setPage(1);
        }}
        statuses={STATUSES}
        searchLabel="Search regular orders"
      />
      {list.error ? (
        <p className="py-10 text-center text-sm text-destructive">
          Could not load the orders. Please try again.
        </p>
      ) : list.rows.length === 0 && !list.loading ? (
        <p className="py-10 text-center text-sm text-muted-foreground">
          {q || status
            ? "No orders match your search."
            : "Regular orders will appear here once customers check out."}
        </p>
      ) : (
        <Table aria-busy={list.loading}>
          <TableHeader>
            <TableRow>
              <TableHead>Order</TableHead>
              <TableHead>Date</TableHead>
              <TableHead>Customer</TableHead>
              <TableHead className="text-right">Items</TableHead>
              <TableHead className="text-right">Total</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Tracking</TableHead>
              <TableHead className="sr-only">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.rows.map((order) => (
              <TableRow key={order.id}>
                <TableCell>
                  <Button
                    variant="link"
                    className="h-auto p-0 font-semibold"
                    aria-label={`Open order #${order.id}`}
                    onClick={() => setOpen(order)}
                  >
                    #{order.id}
                  </Button>
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatWhen(order.createdAt)}</TableCell>
                <TableCell>
                  <div>{order.customerName}</div>
                  <div className="text-xs text-muted-foreground">{order.customerEmail}</div>
                </TableCell>
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
                <TableCell>
                  <div className="flex justify-end">
                    <ConfirmDelete
                      title={`Delete order #${order.id}?`}
                      description="An order that was paid is archived with its payments and history; an unpaid order is removed for good."
                      onConfirm={() => remove(order)}
                    />
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pager page={page} total={list.total} pageSize={list.pageSize} noun="order" onPage={setPage} />
      <RegularOrderDialog
        order={open}
        onClose={() => setOpen(null)}
        onChanged={(next) => {
          setOpen(next);
          list.reload();
        }}
      />
    </div>
  );
}
