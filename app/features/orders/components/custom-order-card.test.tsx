// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { customOrderJson } from "../../../../tests/kits/json-fixtures.ts";
import type { CustomOrderJson } from "../../custom-orders/custom-orders.schemas.ts";
import { CustomOrderCard } from "./custom-order-card.tsx";

afterEach(cleanup);

const order = customOrderJson({
  id: 12,
  quantity: 60,
  rushOrder: true,
  pricePerPin: 6.25,
  rushOrderFee: 100,
  totalPrice: 475,
  depositAmount: 47.5,
  remainingBalance: 427.5,
  grandTotal: 475,
  depositPaymentId: "CAP-12",
  inHandsDate: "2027-05-14",
  createdAt: "2027-03-01T10:00:00.000Z",
  money: { charged: 47.5, refunded: 0, netPaid: 47.5, balanceDue: 427.5 },
});

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
