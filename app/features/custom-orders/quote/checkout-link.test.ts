import { describe, expect, it } from "vitest";
import { customCheckoutUrl, readCheckoutReference, trackOrderUrl } from "./checkout-link.ts";

const token = "ZWu2WMYm3HxqthudInda9BaV4itx-hQpwDeAt0UxE1I";

describe("the custom checkout URL", () => {
  it("carries only the order id and its checkout token", () => {
    const url = new URL(customCheckoutUrl({ id: 42, token }), "http://shop.test");
    expect(url.pathname).toBe("/checkout");
    expect(url.searchParams.get("customOrderId")).toBe("42");
    const data = JSON.parse(atob(url.searchParams.get("orderData") ?? ""));
    expect(data).toEqual({ id: 42, token });
    expect(readCheckoutReference(url.searchParams)).toEqual({ id: 42, token });
  });

  it.each([
    ["no orderData", "customOrderId=42"],
    ["ids that differ", `customOrderId=41&orderData=${btoa(JSON.stringify({ id: 42, token }))}`],
    ["not base64", "customOrderId=42&orderData=%%%"],
    ["a short token", `customOrderId=42&orderData=${btoa(JSON.stringify({ id: 42, token: "x" }))}`],
    ["a bad id", `customOrderId=-1&orderData=${btoa(JSON.stringify({ id: -1, token }))}`],
  ])("refuses %s", (_label, query) => {
    expect(readCheckoutReference(new URLSearchParams(query))).toBeNull();
  });

  it("leads a paid deposit to the tracking page", () => {
    expect(trackOrderUrl(7)).toBe("/track-order?id=7&type=custom&fromCheckout=true");
  });
});
