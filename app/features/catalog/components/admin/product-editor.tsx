import { ArrowLeftIcon } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { ConfirmDelete } from "../../../../components/admin/confirm-delete.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { toast } from "../../../../components/ui/sonner.tsx";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { ApiError, apiRequest, errorMessage } from "../../../../lib/api.ts";
import type { AdminProductJson } from "../../products-admin.schemas.ts";
import { ProductForm } from "./product-form.tsx";
import { ProductImages } from "./product-images.tsx";
import { ProductReviews } from "./product-reviews.tsx";
import { ProductStatusBadge } from "./product-status-badge.tsx";

type Loaded = { product: AdminProductJson } | { failed: string } | null;

/** One product loaded from the API, again whenever `reload` is called. */
function useAdminProduct(id: number | null) {
  const [state, setState] = useState<Loaded>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    void version;
    if (id === null) return;
    let live = true;
    apiRequest("GET", `/api/admin/products/${id}`)
      .then(async (res) => live && setState({ product: (await res.json()) as AdminProductJson }))
      .catch((err) => {
        if (!live) return;
        const missing = err instanceof ApiError && err.status === 404;
        setState({
          failed: missing ? "This product does not exist any more." : "Could not load the product.",
        });
      });
    return () => {
      live = false;
    };
  }, [id, version]);
  return { state, reload: useCallback(() => setVersion((v) => v + 1), []) };
}

/**
 * A product's editor: its fields, then (once it exists) its pictures, its reviews and its removal. `id` null
 * creates a new product; `onCreated` then hands over the new id.
 */
export function ProductEditor({
  id,
  onClose,
  onCreated,
}: {
  id: number | null;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { state, reload } = useAdminProduct(id);
  const product = state && "product" in state ? state.product : null;

  const remove = async (p: AdminProductJson) => {
    try {
      const res = await apiRequest("DELETE", `/api/admin/products/${p.id}`);
      const { result } = (await res.json()) as { result: "archived" | "deleted" };
      if (result === "archived") {
        toast.success("Product archived", {
          description: `"${p.name}" was ordered before, so it is archived instead of deleted: its orders keep it.`,
        });
        reload();
      } else {
        toast.success("Product deleted", { description: `"${p.name}" and its pictures were removed.` });
        onClose();
      }
    } catch (err) {
      toast.error("The product could not be removed.", { description: errorMessage(err) });
    }
  };

  const header = (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="ghost" size="sm" onClick={onClose}>
        <ArrowLeftIcon aria-hidden="true" />
        Products
      </Button>
      <h2 className="min-w-0 flex-1 truncate text-xl font-semibold">
        {id === null ? "New product" : (product?.name ?? "Product")}
      </h2>
      {product && <ProductStatusBadge status={product.status} />}
    </div>
  );

  if (id !== null && !product) {
    return (
      <div className="grid gap-4">
        {header}
        <div className="rounded-xl border bg-card p-10 text-center">
          {state && "failed" in state ? (
            <div className="grid justify-items-center gap-3">
              <p className="text-sm text-destructive">{state.failed}</p>
              <Button variant="outline" size="sm" onClick={reload}>
                Try again
              </Button>
            </div>
          ) : (
            <Spinner label="Loading the product…" />
          )}
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      {header}
      <section className="rounded-xl border bg-card p-4 sm:p-6" aria-label="Product details">
        <ProductForm
          key={product?.id ?? "new"}
          product={product}
          onCancel={onClose}
          onSaved={(saved) => {
            toast.success(product ? "Product saved" : "Product created", { description: saved.name });
            if (product) reload();
            else onCreated(saved.id);
          }}
        />
      </section>
      {product ? (
        <>
          <ProductImages productId={product.id} images={product.images} onChanged={reload} />
          <ProductReviews productId={product.id} />
          <section className="flex flex-col gap-3 rounded-xl border border-destructive/30 bg-card p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
            <p className="text-sm text-muted-foreground">
              Delete removes a product that was never ordered; one that was is archived instead, so its orders
              keep it.
            </p>
            <ConfirmDelete
              title={`Delete "${product.name}"?`}
              description="A product that was never ordered is deleted with its pictures. One that was ordered is archived: no longer sold, but kept for its orders."
              onConfirm={() => remove(product)}
            />
          </section>
        </>
      ) : (
        <p className="rounded-xl border border-dashed bg-card p-4 text-sm text-muted-foreground">
          Pictures can be added once the product is created.
        </p>
      )}
    </div>
  );
}
