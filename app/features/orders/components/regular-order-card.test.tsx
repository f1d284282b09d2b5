// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { OrderJson } from "../orders.schemas.ts";
import { RegularOrderCard } from "./regular-order-card.tsx";

afterEach(cleanup);

const order: OrderJson = {
  id: 31,
  customerName: "Casey Coast",
  customerEmail: "casey@example.com",
  createdAt: "2026-11-20T10:00:00.000Z",
  subtotal: 16,
  discountAmount: 0,
  shippingAmount: 6.5,
  taxAmount: 1.63,
  totalAmount: 24.13,
  status: "pending",
  items: JSON.stringify([{ name: "Flag pin", quantity: 1, price: 16 }]),
  trackingNumber: null,
  trackingUrl: null,
  money: { charged: 24.13, refunded: 0, netPaid: 24.13, balanceDue: 0 },
};

const show = (o: OrderJson) =>
  render(
    <MemoryRouter>
      <RegularOrderCard order={o} highlight="none" />
    </MemoryRouter>,
  );

describe("RegularOrderCard", () => {
  it("shows the shipping and sales tax the order was charged", () => {
    show(order);
    expect(screen.getByText("Shipping $6.50")).toBeTruthy();
    expect(screen.getByText("Sales tax $1.63")).toBeTruthy();
  });

  it("leaves both lines out when they are zero", () => {
    show({ ...order, shippingAmount: 0, taxAmount: 0, totalAmount: 16 });
    expect(screen.queryByText(/^Shipping \$/)).toBeNull();
    expect(screen.queryByText(/^Sales tax/)).toBeNull();
  });
});
