import { RotateCcwIcon } from "lucide-react";
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { ConfirmDelete } from "../../../components/admin/confirm-delete.tsx";
import { ListMessage } from "../../../components/admin/list-message.tsx";
import { ListToolbar } from "../../../components/admin/list-toolbar.tsx";
import { Pager } from "../../../components/admin/pager.tsx";
import { type RecordColumn, RecordTable } from "../../../components/admin/record-table.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { type AdminSectionId, adminPath, readAdminId } from "../../../lib/admin-links.ts";
import { apiRequest } from "../../../lib/api.ts";
import type { useOrderListPanel } from "../use-order-list-panel.ts";
import { formatWhen } from "./order-records.tsx";

/** The history state of an entry that opening an order from the list added. */
const OPENED_FROM_LIST = "orderOpenedFromList";
const openedFromList = (state: unknown) =>
  typeof state === "object" &&
  state !== null &&
  (state as Record<string, unknown>)[OPENED_FROM_LIST] === true;

/** What an order list hands the dialog of the order it opened. */
export interface OrderDialogProps<D> {
  order: D | null;
  onClose: () => void;
  onChanged: (order: D) => void;
}

interface OrderRow {
  id: number;
  createdAt: string;
  customerName: string;
  customerEmail: string;
}

/**
 * An admin order list: search and status filter (with `views` such as the archive), a table whose
 * rows open the order and can be deleted (or, in the archive, restored), the pager, and `Dialog`
 * with the order opened. The order number, date and customer lead each row and the delete button
 * ends it; `columns` are the ones between. The open order is the id at the end of the path
 * (`/admin/custom-orders/123`), so a reload or a link from an e-mail opens it too.
 */
export function OrderListPanel<D, T extends OrderRow & D>({
  panel,
  section,
  statuses,
  views,
  searchLabel,
  emptyText,
  columns,
  deleteTitle,
  deleteDescription,
  Dialog,
  filters,
}: {
  panel: ReturnType<typeof useOrderListPanel<T>>;
  /** The admin section the panel is the list of; its path plus an id opens that order. */
  section: AdminSectionId;
  statuses: readonly { value: string; label: string }[];
  views: readonly { value: string; label: string; emptyText: string }[];
  searchLabel: string;
  emptyText: string;
  columns: readonly RecordColumn<T>[];
  deleteTitle: (order: T) => string;
  deleteDescription: string;
  /** The order's own dialog; after a change in it the list is read again. */
  Dialog: ComponentType<OrderDialogProps<D>>;
  /** More controls under the search and filter (a sort, a date). */
  filters?: ReactNode;
}) {
  const { toolbar, page, setPage, view, filtered, list, remove, restore } = panel;
  const { id: rawId } = useParams();
  const openId = readAdminId(rawId);
  const [open, setOpen] = useState<{ id: number; order: D } | null>(null);
  // Opening an order from the list adds a history entry, marked in its state; closing that order
  // goes back to the list's entry, so Back then leaves the list instead of landing on a copy of
  // it. An order opened by a link or a reload has no entry of ours before it: closing it
  // replaces the address with the list's.
  const location = useLocation();
  const navigate = useNavigate();
  const showOrder = (id: number | undefined) => {
    if (!id && openedFromList(location.state)) return void navigate(-1);
    const to = `${adminPath({ section, order: id })}${location.search}`;
    navigate(
      to,
      id
        ? { state: { [OPENED_FROM_LIST]: true }, preventScrollReset: true }
        : { replace: true, preventScrollReset: true },
    );
  };
  const notFound = (label: string) => {
    toast.error("Order not found", { description: `Order ${label} could not be opened.` });
    showOrder(undefined);
  };

  // The address names the order, read by its id (it may be archived, or on another page); one
  // that cannot be read is dropped from the address. Only a new id in the address opens
  // anything: a list reload keeps the dialog's order.
  const path = panel.path;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect follows the address's order id.
  useEffect(() => {
    if (rawId !== undefined && !openId) return notFound(`"${rawId}"`);
    if (!openId) return setOpen(null);
    if (open?.id === openId) return;
    let cancelled = false;
    apiRequest("GET", `${path}/${openId}`)
      .then(async (res) => {
        if (!cancelled) setOpen({ id: openId, order: (await res.json()) as D });
      })
      .catch(() => {
        if (!cancelled) notFound(`#${openId}`);
      });
    return () => {
      cancelled = true;
    };
  }, [rawId, path]);

  const viewInfo = views.find((v) => v.value === view);
  return (
    <div className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <ListToolbar
        {...toolbar}
        statuses={statuses}
        views={views}
        searchLabel={searchLabel}
        filterWidth="sm:w-72"
      />
      {filters}
      {list.error || (list.rows.length === 0 && !list.loading) ? (
        <ListMessage error={list.error} filtered={filtered} emptyText={viewInfo?.emptyText ?? emptyText} />
      ) : (
        <RecordTable
          rows={list.rows}
          rowKey={(order) => order.id}
          busy={list.loading}
          columns={[
            {
              head: "Order",
              card: "title",
              cell: (order) => (
                <Button
                  variant="link"
                  className="h-auto p-0 font-semibold"
                  aria-label={`Open order #${order.id}`}
                  onClick={() => showOrder(order.id)}
                >
                  #{order.id}
                </Button>
              ),
            },
            { head: "Date", cell: (order) => formatWhen(order.createdAt), className: "md:min-w-28" },
            {
              head: "Customer",
              card: "wide",
              cell: (order) => (
                <>
                  <div>{order.customerName}</div>
                  <div className="text-xs [overflow-wrap:anywhere] text-muted-foreground">
                    {order.customerEmail}
                  </div>
                </>
              ),
            },
            ...columns,
            {
              head: "Actions",
              card: "actions",
              cell: (order) => (
                <div className="flex justify-end">
                  {view === "archived" ? (
                    <RestoreButton orderId={order.id} onRestore={restore} />
                  ) : (
                    <ConfirmDelete
                      title={deleteTitle(order)}
                      description={deleteDescription}
                      onConfirm={() => remove(order.id, () => showOrder(order.id))}
                    />
                  )}
                </div>
              ),
            },
          ]}
        />
      )}
      <Pager page={page} total={list.total} pageSize={list.pageSize} noun="order" onPage={setPage} />
      <Dialog
        order={open?.order ?? null}
        onClose={() => showOrder(undefined)}
        onChanged={(next) => {
          setOpen((current) => (current ? { id: current.id, order: next } : current));
          list.reload();
        }}
      />
    </div>
  );
}

/**
 * Restore, in the archive: off and reading "Restoring..." while its request runs, so a double
 * click sends one request.
 */
function RestoreButton({
  orderId,
  onRestore,
}: {
  orderId: number;
  onRestore: (id: number) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  // The state's re-render comes after the event; the ref turns away a second click before it.
  const running = useRef(false);
  const restore = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await onRestore(orderId);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Restore order #${orderId}`}
      disabled={busy}
      aria-busy={busy}
      onClick={() => void restore()}
    >
      <RotateCcwIcon aria-hidden="true" />
      {busy ? "Restoring..." : "Restore"}
    </Button>
  );
}
