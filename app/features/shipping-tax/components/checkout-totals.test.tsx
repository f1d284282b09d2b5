// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CheckoutTotals } from "./checkout-totals.tsx";
import type { QuoteState } from "./use-checkout-quote.ts";

afterEach(cleanup);

const show = (state: QuoteState, discount: { code: string; amountCents: number } | null = null) =>
  render(<CheckoutTotals subtotalCents={2800} discount={discount} state={state} />);
const text = (id: string) => screen.getByTestId(id).textContent;

describe("CheckoutTotals", () => {
  it("shows the server's subtotal, discount, shipping, sales tax and total", () => {
    show(
      { status: "ready", quote: { subtotal: 28, discount: 2.8, shipping: 8, tax: 2.41, total: 35.61 } },
      { code: "SAVE10", amountCents: 280 },
    );
    expect(text("cart-subtotal")).toBe("$28.00");
    expect(text("cart-discount")).toBe("−$2.80");
    expect(text("cart-shipping")).toBe("$8.00");
    expect(text("cart-tax")).toBe("$2.41");
    expect(text("cart-total")).toBe("$35.61");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("reads Free for free shipping", () => {
    show({ status: "ready", quote: { subtotal: 28, discount: 0, shipping: 0, tax: 0, total: 28 } });
    expect(text("cart-shipping")).toBe("Free");
    expect(text("cart-tax")).toBe("$0.00");
  });

  it("asks for the address before there is a quote, and says what is still to come", () => {
    show({ status: "address" });
    expect(text("cart-shipping")).toBe("Enter your address");
    expect(text("cart-total")).toBe("$28.00");
    expect(screen.getByText("Shipping and tax are added once we know your address.")).toBeTruthy();
  });

  it("says plainly when the shop does not ship to the address", () => {
    show({ status: "refused", message: "We don't ship to Texas yet.", field: "shippingAddress" });
    expect(screen.getByRole("alert").textContent).toBe("We don't ship to Texas yet.");
    expect(text("cart-shipping")).toBe("Not available");
  });
});
