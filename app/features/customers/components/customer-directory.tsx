import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { SearchBox } from "../../../components/admin/list-toolbar.tsx";
import { Pager } from "../../../components/admin/pager.tsx";
import { RecordTable } from "../../../components/admin/record-table.tsx";
import { useDebounced } from "../../../components/admin/use-admin-list.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { readAdminId } from "../../../lib/admin-links.ts";
import { formatDollars } from "../../../lib/money.ts";
import type { CustomerPageJson, CustomerSummaryJson } from "../customers.schemas.ts";
import { CONSENT_LABELS, formatDay } from "./customer-format.ts";
import { ListEmpty, ListError, ListLoading } from "./list-state.tsx";
import { useAdminJson } from "./use-admin-json.ts";

/** The search and page, kept in the address (`?q=&page=`) so Back from a customer returns here. */
function useDirectoryQuery() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get("q") ?? "");
  const page = readAdminId(params.get("page")) ?? 1;
  const q = useDebounced(search.trim());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search goes back to page 1.
  useEffect(() => {
    if (q === (params.get("q") ?? "")) return;
    setParams(q ? { q } : {}, { replace: true, preventScrollReset: true });
  }, [q]);
  const setPage = (next: number) => {
    const nextParams = new URLSearchParams(params);
    if (next > 1) nextParams.set("page", String(next));
    else nextParams.delete("page");
    setParams(nextParams, { preventScrollReset: true });
  };
  const applied = params.get("q") ?? "";
  return { search, setSearch, q: applied, page, setPage };
}

/** Where "All customers" on a customer's page returns: this list with its search and page. */
const listAddress = () => `${window.location.pathname}${window.location.search}`;

const COLUMNS = [
  {
    head: "Customer",
    card: "title" as const,
    // A card's whole width on a phone, so an address breaks only when it must.
    className: "max-md:col-span-2",
    cell: (c: CustomerSummaryJson) => (
      <Link
        to={`/admin/customers/${c.id}`}
        state={{ list: listAddress() }}
        className="grid font-medium text-primary underline-offset-4 hover:underline"
      >
        <span>{c.name ?? c.email}</span>
        {c.name && (
          <span className="text-xs font-normal [overflow-wrap:anywhere] text-muted-foreground">
            {c.email}
          </span>
        )}
      </Link>
    ),
  },
  { head: "Orders", numeric: true, cell: (c: CustomerSummaryJson) => c.orderCount },
  { head: "Spent", numeric: true, cell: (c: CustomerSummaryJson) => formatDollars(c.totalSpent) },
  { head: "Last order", cell: (c: CustomerSummaryJson) => formatDay(c.lastOrderAt) },
  {
    head: "Marketing",
    cell: (c: CustomerSummaryJson) => (
      <Badge variant={c.marketingConsent === "subscribed" ? "success" : "outline"}>
        {CONSENT_LABELS[c.marketingConsent]}
      </Badge>
    ),
  },
];

/** Everyone who bought, signed up or was imported: searched, newest activity first, 25 a page. */
export function CustomerDirectory() {
  const { search, setSearch, q, page, setPage } = useDirectoryQuery();
  const query = new URLSearchParams({ page: String(page), ...(q ? { q } : {}) });
  const list = useAdminJson<CustomerPageJson>(
    `/api/admin/customers?${query}`,
    "Could not load the customers. Please try again.",
  );
  const rows = list.data?.customers ?? [];
  return (
    <div className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <SearchBox value={search} onChange={setSearch} placeholder="Name or e-mail" label="Search customers" />
      {list.error ? (
        <ListError message={list.error} onRetry={list.reload} />
      ) : list.data === null ? (
        <ListLoading label="Loading the customers" />
      ) : rows.length === 0 ? (
        <ListEmpty
          text={
            q
              ? "No customer matches your search."
              : "No customers yet. Everyone who orders, signs up or is imported will be listed here."
          }
        />
      ) : (
        <>
          <RecordTable rows={rows} rowKey={(c) => c.id} busy={list.loading} columns={COLUMNS} />
          <Pager
            page={page}
            total={list.data.total}
            pageSize={list.data.pageSize}
            noun="customer"
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
