import { PackageIcon, PlusIcon, TriangleAlertIcon } from "lucide-react";
import { ListEmpty, ListFailed } from "../../../../components/admin/list-states.tsx";
import { ListToolbar } from "../../../../components/admin/list-toolbar.tsx";
import { Pager } from "../../../../components/admin/pager.tsx";
import { RecordTable } from "../../../../components/admin/record-table.tsx";
import { useAdminList, useListFilters } from "../../../../components/admin/use-admin-list.ts";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { formatDollars } from "../../../../lib/money.ts";
import { isLowStock } from "../../product-form-values.ts";
import { PRODUCT_STATUSES } from "../../product-status.ts";
import type { AdminProductJson } from "../../products-admin.schemas.ts";
import { PRODUCT_STATUS_LABEL, ProductStatusBadge } from "./product-status-badge.tsx";

const STATUSES = PRODUCT_STATUSES.map((value) => ({ value, label: PRODUCT_STATUS_LABEL[value] }));

function Stock({ product }: { product: AdminProductJson }) {
  return (
    <span className="inline-flex items-center gap-2 md:justify-end">
      <span>{product.stock}</span>
      {product.stock === 0 ? (
        <Badge variant="destructive">Sold out</Badge>
      ) : isLowStock(product) ? (
        <Badge variant="outline" className="border-amber-500 text-amber-700 dark:text-amber-400">
          <TriangleAlertIcon aria-hidden="true" />
          Low stock
        </Badge>
      ) : null}
    </span>
  );
}

/** Three grey rows while the first page loads. */
function LoadingRows() {
  return (
    <ul className="grid gap-3" aria-busy="true" aria-label="Loading products">
      {[0, 1, 2].map((i) => (
        <li key={i} className="flex items-center gap-4 rounded-lg border p-3">
          <Skeleton className="size-12 shrink-0" />
          <Skeleton className="h-5 flex-1" />
          <Skeleton className="h-5 w-16" />
        </li>
      ))}
    </ul>
  );
}

/** The catalogue: search, status filter, stock with its low-stock badge, and a page at a time. */
export function ProductsList({ onOpen, onNew }: { onOpen: (id: number) => void; onNew: () => void }) {
  const { q, status, page, setPage, toolbar } = useListFilters();
  const list = useAdminList<AdminProductJson>("/api/admin/products", { page, q, status });
  const filtered = q.trim() !== "" || status !== "";
  const firstLoad = list.loading && list.rows.length === 0 && !list.error;

  return (
    <div className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Ready-made pins: only active ones are shown and sold in the shop.
        </p>
        <Button onClick={onNew}>
          <PlusIcon aria-hidden="true" />
          New product
        </Button>
      </div>
      <ListToolbar
        {...toolbar}
        statuses={STATUSES}
        searchLabel="Search products"
        placeholder="Name or slug"
        allLabel="All products"
        filterWidth="sm:w-48"
      />
      {list.error ? (
        <ListFailed what="products" onRetry={list.reload} />
      ) : firstLoad ? (
        <LoadingRows />
      ) : list.rows.length === 0 ? (
        <ListEmpty icon={<PackageIcon aria-hidden="true" />}>
          {filtered
            ? "No products match your search."
            : "No products yet. Add the first pin the shop sells ready-made."}
        </ListEmpty>
      ) : (
        <>
          <RecordTable
            rows={list.rows}
            rowKey={(p) => p.id}
            busy={list.loading}
            columns={[
              {
                head: "Product",
                card: "wide",
                cell: (p) => (
                  <span className="flex items-center gap-3">
                    <img
                      src={p.images[0]?.thumbnailUrl ?? p.imageUrl}
                      alt=""
                      className="size-12 shrink-0 rounded-md border bg-muted object-cover"
                    />
                    <Button
                      variant="link"
                      className="h-auto p-0 text-left font-semibold whitespace-normal"
                      onClick={() => onOpen(p.id)}
                    >
                      {p.name}
                    </Button>
                  </span>
                ),
              },
              { head: "Status", cell: (p) => <ProductStatusBadge status={p.status} /> },
              { head: "Price", numeric: true, cell: (p) => formatDollars(p.price) },
              { head: "Stock", numeric: true, cell: (p) => <Stock product={p} /> },
            ]}
          />
          <Pager page={page} total={list.total} pageSize={list.pageSize} noun="product" onPage={setPage} />
        </>
      )}
    </div>
  );
}
