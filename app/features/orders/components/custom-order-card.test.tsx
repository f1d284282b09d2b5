// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { CustomOrderJson } from "../../custom-orders/custom-orders.schemas.ts";
import { CustomOrderCard } from "./custom-order-card.tsx";

afterEach(cleanup);

const order: CustomOrderJson = {
  id: 12,
  quantity: 60,
  size: "1inch",
  plating: "gold",
  pinBack: "rubber",
  packaging: "just-pins",
  rushOrder: true,
  pricePerPin: 6.25,
  rushOrderFee: 100,
  totalPrice: 475,
  depositAmount: 47.5,
  remainingBalance: 427.5,
  discountAmount: 0,
  shippingAmount: 0,
  taxAmount: 0,
  depositTax: 0,
  grandTotal: 475,
  customerName: "Ada Lovelace",
  customerEmail: "ada@example.com",
  promoCode: null,
  logoUrl: null,
  logoFileName: null,
  status: "deposit_paid",
  depositPaymentId: "CAP-12",
  balancePaymentId: null,
  trackingNumber: null,
  trackingUrl: null,
  inHandsDate: "2027-05-14",
  adjustmentAmount: 0,
  adjustmentReason: null,
  createdAt: "2027-03-01T10:00:00.000Z",
  money: { charged: 47.5, refunded: 0, netPaid: 47.5, balanceDue: 427.5 },
};

const show = (o: CustomOrderJson) =>
  render(
    <MemoryRouter>
      <CustomOrderCard order={o} highlight="none" />
    </MemoryRouter>,
  );

describe("CustomOrderCard", () => {
  it("shows the day the customer needs the pins by", () => {
    show(order);
    expect(screen.getByText("In hands by")).toBeTruthy();
    expect(screen.getByText("May 14, 2027")).toBeTruthy();
  });

  it("leaves it out when none was given", () => {
    show({ ...order, inHandsDate: null });
    expect(screen.queryByText("In hands by")).toBeNull();
  });
});
