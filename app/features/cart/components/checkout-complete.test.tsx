// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { CaptureResultJson } from "../../payments/payments.schemas.ts";
import { CheckoutComplete } from "./checkout-complete.tsx";

function show(result: CaptureResultJson, signedIn = false) {
  render(
    <MemoryRouter>
      <CheckoutComplete
        result={result}
        email="jamie@example.com"
        totalCents={1360}
        signedIn={signedIn}
        supportEmail="hello@fairwaypin.co"
      />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe("CheckoutComplete (regular order success)", () => {
  it("thanks the shopper with the order number, the amount and where the receipt goes", () => {
    show({ status: "COMPLETED", orderId: 12 });
    expect(screen.getByRole("heading", { name: "Thank you for your purchase!" })).toBeTruthy();
    expect(screen.getByText("Order #12")).toBeTruthy();
    expect(screen.getByText("Paid $13.60 with PayPal.")).toBeTruthy();
    expect(screen.getByText("A receipt is on its way to jamie@example.com")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Continue shopping" }).getAttribute("href")).toBe("/#shop");
    expect(screen.queryByRole("link", { name: "Track your order" })).toBeNull();
  });

  it("links a signed-in shopper to the order's tracking", () => {
    show({ status: "COMPLETED", orderId: 12 }, true);
    expect(screen.getByRole("link", { name: "Track your order" }).getAttribute("href")).toBe(
      "/track-order?id=12&type=regular&fromCheckout=true",
    );
  });

  it("says honestly that PayPal is reviewing a pending payment", () => {
    show({ status: "PENDING", orderId: 13 });
    expect(screen.getByRole("heading", { name: "Payment under review" })).toBeTruthy();
    expect(
      screen.getByText("Your payment is being reviewed by PayPal. We'll e-mail you as soon as it clears."),
    ).toBeTruthy();
    expect(screen.queryByText(/Thank you/)).toBeNull();
  });

  it("shows the server's message when the payment was taken but the order is not written yet", () => {
    show({
      status: "COMPLETED",
      orderId: null,
      message: "Payment successful but failed to create order. Please contact support.",
    });
    expect(
      screen.getByText("Payment successful but failed to create order. Please contact support."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "hello@fairwaypin.co" }).getAttribute("href")).toBe(
      "mailto:hello@fairwaypin.co",
    );
  });
});
