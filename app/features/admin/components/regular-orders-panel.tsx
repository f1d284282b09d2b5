import { useState } from "react";
import { ConfirmDelete } from "../../../components/admin/confirm-delete.tsx";
import { ListMessage } from "../../../components/admin/list-message.tsx";
import { ListToolbar } from "../../../components/admin/list-toolbar.tsx";
import { Pager } from "../../../components/admin/pager.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "../../../components/ui/table.tsx";
import { ORDER_STATUS_LABELS } from "../../orders/index.ts";
import { ADMIN_ORDER_STATUSES } from "../../orders/order-records.schemas.ts";
import { type OrderJson, parseOrderItems } from "../../orders/orders.schemas.ts";
import { useOrderListPanel } from "../use-order-list-panel.ts";
import { formatWhen, usd } from "./order-records.tsx";
import { RegularOrderDialog } from "./regular-order-dialog.tsx";

const STATUSES = ADMIN_ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }));

/** The regular-orders panel (search, status, tracking, delivered, delete). */
export function RegularOrdersPanel() {
  const [open, setOpen] = useState<OrderJson | null>(null);
  const { search, setSearch, status, setStatus, page, setPage, filtered, list, remove } =
    useOrderListPanel<OrderJson>("/api/orders");

  return (
    <div className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <ListToolbar
        search={search}
        onSearch={setSearch}
        status={status}
        onStatus={setStatus}
        statuses={STATUSES}
        searchLabel="Search regular orders"
      />
      {list.error || (list.rows.length === 0 && !list.loading) ? (
        <ListMessage
          error={list.error}
          filtered={filtered}
          emptyText="Regular orders will appear here once customers check out."
        />
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
                      onConfirm={() => remove(order.id)}
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
