import { VIEW_PREFIX } from "../../components/admin/list-toolbar.tsx";
import { useAdminList, useListFilters } from "../../components/admin/use-admin-list.ts";
import { toast } from "../../components/ui/sonner.tsx";
import { ApiError, apiRequest, errorMessage } from "../../lib/api.ts";
import type { OrderDeleteJson } from "../orders/order-records.schemas.ts";

/**
 * The state both admin order panels share: search and status filters that go back to page 1, the
 * paged list (live, or another view such as the archive), delete (archive when paid) with the
 * fixed failure text (docs/product-rules.md#messages), and restore from the archive. A paid order
 * not yet shipped cannot be deleted: the server says why, and the toast offers to open the order,
 * where it can be refunded or cancelled. `more` are the list's own further query parameters.
 */
export function useOrderListPanel<T>(path: string, more: Readonly<Record<string, string>> = {}) {
  const { q, status: choice, page, setPage, toolbar } = useListFilters();
  const view = choice.startsWith(VIEW_PREFIX) ? choice.slice(VIEW_PREFIX.length) : "";
  const status = view ? "" : choice;
  const list = useAdminList<T>(path, { page, q, status, view, more });

  const remove = async (id: number, openOrder: () => void) => {
    try {
      const res = await apiRequest("DELETE", `${path}/${id}`);
      toast.success("Order deleted", { description: ((await res.json()) as OrderDeleteJson).message });
      list.reload();
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        toast.error("Refund or cancel first", {
          description: errorMessage(err),
          action: { label: "Open order", onClick: openOrder },
          duration: 10_000,
        });
        return;
      }
      toast.error("Error", { description: "Failed to delete order." });
    }
  };

  const restore = async (id: number) => {
    try {
      await apiRequest("POST", `${path}/${id}/restore`);
      toast.success("Order restored", { description: `Order #${id} is back in the list.` });
      list.reload();
    } catch (err) {
      toast.error("Error", { description: errorMessage(err, "Failed to restore order.") });
    }
  };

  return {
    toolbar,
    page,
    setPage,
    view,
    filtered: Boolean(q || status || Object.values(more).some(Boolean)),
    list,
    remove,
    restore,
    path,
  };
}
