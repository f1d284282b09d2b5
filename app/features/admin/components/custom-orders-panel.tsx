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
import type { CustomOrderJson } from "../../custom-orders/custom-orders.schemas.ts";
import { CUSTOM_ORDER_STATUSES } from "../../custom-orders/index.ts";
import type { AdminCustomOrderJson } from "../../custom-orders/lifecycle/custom-orders-admin.schemas.ts";
import { useOrderListPanel } from "../use-order-list-panel.ts";
import { CustomOrderDialog } from "./custom-order-dialog.tsx";
import { sizeLabel } from "./custom-order-facts.tsx";
import { customStatusBadge, customStatusLabel } from "./custom-status-label.ts";
import { formatWhen, usd } from "./order-records.tsx";

const STATUSES = CUSTOM_ORDER_STATUSES.map((value) => ({ value, label: customStatusLabel(value) }));

/** The custom-orders panel (search, status select, records, delete). */
export function CustomOrdersPanel() {
  const [open, setOpen] = useState<CustomOrderJson | null>(null);
  const { search, setSearch, status, setStatus, page, setPage, filtered, list, remove } =
    useOrderListPanel<AdminCustomOrderJson>("/api/custom-orders");

  return (
    <div className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <ListToolbar
        search={search}
        onSearch={setSearch}
        status={status}
        onStatus={setStatus}
        statuses={STATUSES}
        searchLabel="Search custom orders"
      />
      {list.error || (list.rows.length === 0 && !list.loading) ? (
        <ListMessage
          error={list.error}
          filtered={filtered}
          emptyText="Custom orders will appear here once customers place them."
        />
      ) : (
        <Table aria-busy={list.loading}>
          <TableHeader>
            <TableRow>
              <TableHead>Order</TableHead>
              <TableHead>Date</TableHead>
              <TableHead>Customer</TableHead>
              <TableHead className="text-right">Qty</TableHead>
              <TableHead>Size</TableHead>
              <TableHead>Plating</TableHead>
              <TableHead className="text-right">Total</TableHead>
              <TableHead className="text-right">Deposit paid</TableHead>
              <TableHead className="text-right">Balance due</TableHead>
              <TableHead>Status</TableHead>
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
                <TableCell className="text-right tabular-nums">{order.quantity}</TableCell>
                <TableCell>{sizeLabel(order.size)}</TableCell>
                <TableCell className="capitalize">{order.plating.replace(/-/g, " ")}</TableCell>
                <TableCell className="text-right tabular-nums">{usd(order.totalPrice)}</TableCell>
                <TableCell className="text-right tabular-nums">{usd(order.depositPaid)}</TableCell>
                <TableCell className="text-right tabular-nums">{usd(order.balanceDue)}</TableCell>
                <TableCell>
                  <Badge variant={customStatusBadge(order.status)}>{customStatusLabel(order.status)}</Badge>
                </TableCell>
                <TableCell>
                  <div className="flex justify-end">
                    <ConfirmDelete
                      title={`Delete custom order #${order.id}?`}
                      description="An order with a payment is archived with its payments and history; an unpaid order is removed for good with its artwork."
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
      <CustomOrderDialog
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
