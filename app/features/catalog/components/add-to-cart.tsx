import { Loader2Icon, ShoppingBagIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { ApiError, apiRequest, errorMessage } from "../../../lib/api.ts";
import { getSessionId, notifyCartChanged } from "../../cart/index.ts";
import type { ProductJson } from "../catalog.schemas.ts";
import { QuantityStepper } from "./quantity-stepper.tsx";

/**
 * POST /api/cart with the browser's X-Session-Id. A refusal about the pin itself (409: sold out,
 * only so many left, no longer for sale) shows the shop's words; any other failure "Error" /
 * "Failed to add item to cart".
 */
export function AddToCart({ product }: { product: Pick<ProductJson, "id" | "name" | "inStock"> }) {
  const [quantity, setQuantity] = useState(1);
  const [pending, setPending] = useState(false);

  async function add() {
    setPending(true);
    try {
      await apiRequest(
        "POST",
        "/api/cart",
        { productId: product.id, quantity },
        { "X-Session-Id": getSessionId() },
      );
      toast.success("Added to Cart", { description: `${product.name} has been added to your cart.` });
      notifyCartChanged();
      setQuantity(1);
    } catch (err) {
      const description =
        err instanceof ApiError && err.status === 409
          ? errorMessage(err, "Failed to add item to cart")
          : "Failed to add item to cart";
      toast.error("Error", { description });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex gap-3">
      <QuantityStepper value={quantity} onChange={setQuantity} disabled={!product.inStock || pending} />
      <Button
        type="button"
        size="lg"
        className="min-w-0 flex-1 sm:max-w-xs"
        disabled={!product.inStock || pending}
        onClick={add}
      >
        {pending ? (
          <Loader2Icon className="animate-spin" aria-hidden="true" />
        ) : (
          <ShoppingBagIcon aria-hidden="true" />
        )}
        Add to Cart
      </Button>
    </div>
  );
}
