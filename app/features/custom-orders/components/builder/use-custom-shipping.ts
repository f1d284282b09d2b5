import { useEffect, useState } from "react";
import type { CustomShippingJson } from "../../../shipping-tax/shipping-tax.schemas.ts";

/**
 * How custom orders ship (`GET /api/custom-orders/shipping`), for the review step's note; null
 * until read, and when it cannot be read (the note then says shipping is figured at checkout).
 */
export function useCustomShipping(): CustomShippingJson | null {
  const [shipping, setShipping] = useState<CustomShippingJson | null>(null);
  useEffect(() => {
    let live = true;
    fetch("/api/custom-orders/shipping", { credentials: "include" })
      .then(async (res) => (res.ok ? ((await res.json()) as CustomShippingJson) : null))
      .then((body) => {
        if (live) setShipping(body);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return shipping;
}
