import { useSyncExternalStore } from "react";
import { toast } from "../../components/ui/sonner.tsx";
import { ApiError, apiRequest, errorMessage } from "../../lib/api.ts";
import { forgetDiscount, syncDiscount } from "./applied-discount.ts";
import type { CartItemJson } from "./cart.schemas.ts";
import { MAX_CART_QUANTITY } from "./cart-limits.ts";
import { cartSubtotalCents } from "./cart-totals.ts";
import { getSessionId } from "./session-id.ts";
import { notifyCartChanged } from "./use-cart-count.ts";

// The cart as the drawer and the checkout show it: one copy in the
// page, so a change in the drawer moves the checkout's summary too. Every change is followed by
// a fresh read of the server's cart, and the header badge is told.

export type CartStatus = "idle" | "loading" | "ready" | "error";

export interface CartState {
  status: CartStatus;
  items: CartItemJson[];
  /** The line whose change is in flight; every quantity button waits for it. */
  pendingItemId: number | null;
}

const INITIAL: CartState = { status: "idle", items: [], pendingItemId: null };
let state = INITIAL;
const listeners = new Set<() => void>();
let latestLoad = 0;

function set(patch: Partial<CartState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCartState(): CartState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => INITIAL,
  );
}

const sessionHeaders = () => ({ "X-Session-Id": getSessionId() });

/** Reads the cart; only the latest of overlapping reads is kept. */
export async function loadCart(): Promise<void> {
  const mine = ++latestLoad;
  if (state.status !== "ready") set({ status: "loading" });
  try {
    const res = await apiRequest("GET", "/api/cart", undefined, sessionHeaders());
    const items: unknown = await res.json();
    if (!Array.isArray(items)) throw new Error("Failed to fetch cart");
    if (mine !== latestLoad) return;
    set({ status: "ready", items: items as CartItemJson[] });
    void syncDiscount(cartSubtotalCents(state.items));
  } catch {
    // A failed refresh keeps the lines already shown; a failed first read is an error state.
    if (mine === latestLoad && state.status !== "ready") set({ status: "error" });
  }
}

async function change(itemId: number, request: () => Promise<unknown>, onFailure: (err: unknown) => void) {
  if (state.pendingItemId !== null) return;
  set({ pendingItemId: itemId });
  try {
    await request();
    return true;
  } catch (err) {
    onFailure(err);
    return false;
  } finally {
    await loadCart();
    notifyCartChanged();
    set({ pendingItemId: null });
  }
}

export async function removeCartLine(item: CartItemJson): Promise<void> {
  const removed = await change(
    item.id,
    () => apiRequest("DELETE", `/api/cart/${item.id}`, undefined, sessionHeaders()),
    (err) =>
      toast.error("Error", {
        description:
          err instanceof ApiError ? errorMessage(err, "Failed to remove item") : "Failed to remove item",
      }),
  );
  if (removed) toast.success("Success", { description: "Item removed from cart" });
}

/** Minus takes one off, or removes the line at 1; plus adds one, up to the cap. */
export async function stepQuantity(item: CartItemJson, step: 1 | -1): Promise<void> {
  if (step === -1 && item.quantity <= 1) return removeCartLine(item);
  const quantity = item.quantity + step;
  if (quantity > MAX_CART_QUANTITY) return;
  await change(
    item.id,
    () => apiRequest("PATCH", `/api/cart/${item.id}`, { quantity }, sessionHeaders()),
    // A refusal about stock names what is left; anything else stays the generic message.
    (err) =>
      toast.error("Error", {
        description:
          err instanceof ApiError && err.status === 409
            ? errorMessage(err, "Failed to update item quantity")
            : "Failed to update item quantity",
      }),
  );
}

/** After a paid order: the server has emptied the cart already; this makes sure and says so. */
export async function clearCartAfterPurchase(): Promise<void> {
  forgetDiscount();
  await apiRequest("POST", "/api/clear-cart", {}, sessionHeaders()).catch(() => undefined);
  await loadCart();
  notifyCartChanged();
}
