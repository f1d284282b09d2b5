import { ContactIcon } from "lucide-react";
import { useEffect } from "react";
import { AdminCard } from "../../../components/admin/admin-card.tsx";
import { ListMessage } from "../../../components/admin/list-message.tsx";
import { ListToolbar } from "../../../components/admin/list-toolbar.tsx";
import { Pager } from "../../../components/admin/pager.tsx";
import { useAdminList, useListFilters } from "../../../components/admin/use-admin-list.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "../../../components/ui/table.tsx";
import type { CustomerJson } from "../marketing.schemas.ts";

const FILTERS = [
  { value: "subscribed", label: "Subscribed" },
  { value: "not-subscribed", label: "No consent" },
  { value: "unsubscribed", label: "Unsubscribed" },
] as const;
const SOURCES: Record<string, string> = {
  import: "CSV import",
  orders: "Past order",
  "exit-intent": "Popup",
};
const DAY = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

function ConsentBadge({ customer }: { customer: CustomerJson }) {
  if (customer.unsubscribedAt) return <Badge variant="outline">Unsubscribed</Badge>;
  if (customer.marketingConsent) return <Badge variant="success">Subscribed</Badge>;
  return <Badge variant="secondary">No consent</Badge>;
}

/** The marketing list, searchable, with where each customer came from and their consent. */
export function CustomersList({ version }: { version: number }) {
  const { q, status, page, setPage, toolbar } = useListFilters();
  const list = useAdminList<CustomerJson>("/api/customers", { page, q, status });
  const { reload } = list;
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);

  const empty = !list.loading && !list.error && list.rows.length === 0;
  return (
    <AdminCard
      Icon={ContactIcon}
      title="Customers"
      description="Everyone on the marketing list, with where they came from and whether they agreed to receive offers."
    >
      <ListToolbar
        {...toolbar}
        statuses={FILTERS}
        searchLabel="Search customers"
        placeholder="E-mail or name"
        filterLabel="Filter by consent"
        allLabel="All customers"
        filterWidth="sm:w-48"
      />
      {list.error || empty ? (
        <ListMessage
          error={list.error}
          filtered={Boolean(q || status)}
          noun="customers"
          emptyText="No customers yet. Import a CSV file or the customers of past orders."
          className="py-8"
        />
      ) : (
        <Table aria-busy={list.loading} aria-label="Customers">
          <TableHeader>
            <TableRow>
              <TableHead>Customer</TableHead>
              <TableHead className="hidden sm:table-cell">Consent</TableHead>
              <TableHead className="hidden sm:table-cell">Source</TableHead>
              <TableHead className="hidden sm:table-cell">Added</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.rows.map((c) => (
              <TableRow key={c.id}>
                <TableCell className="whitespace-normal">
                  <div className="font-medium [overflow-wrap:anywhere]">{c.email}</div>
                  {c.name ? <div className="text-xs text-muted-foreground">{c.name}</div> : null}
                  {/* On a phone the other columns fold under the address. */}
                  <div className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-muted-foreground sm:hidden">
                    <ConsentBadge customer={c} />
                    {`${SOURCES[c.source] ?? c.source} · ${DAY.format(new Date(c.createdAt))}`}
                  </div>
                </TableCell>
                <TableCell className="hidden sm:table-cell">
                  <ConsentBadge customer={c} />
                </TableCell>
                <TableCell className="hidden whitespace-nowrap sm:table-cell">
                  {SOURCES[c.source] ?? c.source}
                </TableCell>
                <TableCell className="hidden whitespace-nowrap sm:table-cell">
                  {DAY.format(new Date(c.createdAt))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pager page={page} total={list.total} pageSize={list.pageSize} noun="customer" onPage={setPage} />
    </AdminCard>
  );
}
