import { formatDollars } from "../../lib/money.ts";
import type { CustomShippingJson } from "./shipping-tax.schemas.ts";

// What the custom-order builder says about shipping and tax before checkout, from
// `GET /api/custom-orders/shipping`: free within the US until the owner sets custom-order rates.

const TAX = "plus sales tax where it applies";

/** One sentence; without the owner's answer (not read yet, or unreadable), the safe one. */
export function customShippingNote(shipping: CustomShippingJson | null): string {
  if (shipping?.shipping === "free") return `Free shipping within the US, ${TAX}.`;
  if (shipping?.shipping === "flat") {
    const free = shipping.freeOver === null ? "" : ` (free over ${formatDollars(shipping.freeOver)})`;
    return `Shipping within the US is ${formatDollars(shipping.flatRate)} per order${free}, ${TAX}.`;
  }
  return `Shipping is calculated at checkout, ${TAX}.`;
}
