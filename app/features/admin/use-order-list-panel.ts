import { useAdminList, useListFilters } from "../../components/admin/use-admin-list.ts";
import { toast } from "../../components/ui/sonner.tsx";
import { apiRequest } from "../../lib/api.ts";
import type { OrderDeleteJson } from "../orders/order-records.schemas.ts";

/**
 * The state both admin order panels share: search and status filters that go back to page 1, the
 * paged list, and delete (archive when paid) with the fixed failure text
 * (docs/product-rules.md#messages).
 */
export function useOrderListPanel<T>(path: string) {
  const { q, status, page, setPage, toolbar } = useListFilters();
  const list = useAdminList<T>(path, { page, q, status });

  const remove = async (id: number) => {
    try {
      const res = await apiRequest("DELETE", `${path}/${id}`);
      toast.success("Order deleted", { description: ((await res.json()) as OrderDeleteJson).message });
      list.reload();
    } catch {
      toast.error("Error", { description: "Failed to delete order." });
    }
  };

  return {
    toolbar,
    page,
    setPage,
    filtered: Boolean(q || status),
    list,
    remove,
  };
}
