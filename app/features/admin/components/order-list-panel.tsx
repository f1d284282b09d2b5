import { type ComponentType, type ReactNode, useState } from "react";
import { ConfirmDelete } from "../../../components/admin/confirm-delete.tsx";
import { ListMessage } from "../../../components/admin/list-message.tsx";
import { ListToolbar } from "../../../components/admin/list-toolbar.tsx";
import { Pager } from "../../../components/admin/pager.tsx";
import { Button } from "../../../components/ui/button.tsx";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "../../../components/ui/table.tsx";
import type { useOrderListPanel } from "../use-order-list-panel.ts";
import { formatWhen } from "./order-records.tsx";

interface OrderRow {
  id: number;
  createdAt: string;
  customerName: string;
  customerEmail: string;
}

/**
 * An admin order list: search and status filter, a table whose rows open the order and can be
 * deleted, the pager, and `Dialog` with the order opened. The order number, date and customer lead
 * each row and the delete button ends it; `heads` and `cells` are the columns between.
 */
export function OrderListPanel<D, T extends OrderRow & D>({
  panel,
  statuses,
  searchLabel,
  emptyText,
  heads,
  cells,
  deleteTitle,
  deleteDescription,
  Dialog,
}: {
  panel: ReturnType<typeof useOrderListPanel<T>>;
  statuses: readonly { value: string; label: string }[];
  searchLabel: string;
  emptyText: string;
  heads: ReactNode;
  cells: (order: T) => ReactNode;
  deleteTitle: (order: T) => string;
  deleteDescription: string;
  /** The order's own dialog; after a change in it the list is read again. */
  Dialog: ComponentType<{ order: D | null; onClose: () => void; onChanged: (order: D) => void }>;
}) {
  const [open, setOpen] = useState<D | null>(null);
  const { toolbar, page, setPage, filtered, list, remove } = panel;
  return (
    <div className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <ListToolbar {...toolbar} statuses={statuses} searchLabel={searchLabel} />
      {list.error || (list.rows.length === 0 && !list.loading) ? (
        <ListMessage error={list.error} filtered={filtered} emptyText={emptyText} />
      ) : (
        <Table aria-busy={list.loading}>
          <TableHeader>
            <TableRow>
              <TableHead>Order</TableHead>
              <TableHead>Date</TableHead>
              <TableHead>Customer</TableHead>
              {heads}
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
                {cells(order)}
                <TableCell>
                  <div className="flex justify-end">
                    <ConfirmDelete
                      title={deleteTitle(order)}
                      description={deleteDescription}
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
      <Dialog
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
