import { useEffect, useState } from "react";
import { apiRequest } from "../../lib/api.ts";
import { getSessionId } from "./session-id.ts";

// The header's cart badge. Sign-in and sign-out move the cart between the
// guest and the account, so they announce a change and the count is read again.

const CART_CHANGED = "fairway:cart-changed";

export function notifyCartChanged(): void {
  window.dispatchEvent(new Event(CART_CHANGED));
}

interface CartLine {
  quantity?: unknown;
}

function totalQuantity(items: unknown): number {
  if (!Array.isArray(items)) return 0;
  return items.reduce((sum: number, item: CartLine) => {
    const q = typeof item?.quantity === "number" && Number.isFinite(item.quantity) ? item.quantity : 0;
    return sum + Math.max(0, q);
  }, 0);
}

/** Total item quantity in this browser's cart; any failure counts as an empty cart. */
export function useCartCount(): { count: number; loading: boolean } {
  const [state, setState] = useState({ count: 0, loading: true });

  useEffect(() => {
    let current = true;
    const load = async () => {
      let count = 0;
      try {
        const res = await apiRequest("GET", "/api/cart", undefined, { "X-Session-Id": getSessionId() });
        count = totalQuantity(await res.json());
      } catch {
        count = 0;
      }
      if (current) setState({ count, loading: false });
    };
    void load();
    window.addEventListener(CART_CHANGED, load);
    return () => {
      current = false;
      window.removeEventListener(CART_CHANGED, load);
    };
  }, []);

  return state;
}
