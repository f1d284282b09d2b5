import { describe, expect, it } from "vitest";
import { customShippingNote } from "./custom-shipping-note.ts";

describe("customShippingNote", () => {
  it.each([
    [{ shipping: "free" } as const, "Free shipping within the US, plus sales tax where it applies."],
    [
      { shipping: "flat", flatRate: 15, freeOver: 1000 } as const,
      "Shipping within the US is $15.00 per order (free over $1,000.00), plus sales tax where it applies.",
    ],
    [
      { shipping: "flat", flatRate: 9.5, freeOver: null } as const,
      "Shipping within the US is $9.50 per order, plus sales tax where it applies.",
    ],
    [
      { shipping: "at-checkout" } as const,
      "Shipping is calculated at checkout, plus sales tax where it applies.",
    ],
    // Not read yet, or unreadable: never promise free shipping.
    [null, "Shipping is calculated at checkout, plus sales tax where it applies."],
  ])("%j", (shipping, note) => {
    expect(customShippingNote(shipping)).toBe(note);
  });
});
