import { useState } from "react";
import { useAdminList, useDebounced } from "../../components/admin/use-admin-list.ts";
import { toast } from "../../components/ui/sonner.tsx";
import { apiRequest } from "../../lib/api.ts";
import type { OrderDeleteJson } from "../orders/order-records.schemas.ts";

/**
 * The state both admin order panels share: search and status filters that go back to page 1, the
 * paged list, and delete (archive when paid) with the fixed failure text
 * (docs/product-rules.md#messages).
 */
export function useOrderListPanel<T>(path: string) {
  const [search, setSearchValue] = useState("");
  const [status, setStatusValue] = useState("");
  const [page, setPage] = useState(1);
  const q = useDebounced(search);
  const list = useAdminList<T>(path, { page, q, status });

  const setSearch = (value: string) => {
    setSearchValue(value);
    setPage(1);
  };
  const setStatus = (value: string) => {
    setStatusValue(value);
    setPage(1);
  };
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
    search,
    setSearch,
    status,
    setStatus,
    page,
    setPage,
    filtered: Boolean(q || status),
    list,
    remove,
  };
}
