import { describe, expect, it } from "vitest";
import type { CustomOrderJson } from "../custom-orders/custom-orders.schemas.ts";
import {
  customOrderMoney,
  emptyMessage,
  filterOrders,
  orderCardId,
  orderQuery,
  trackTarget,
} from "./track-order.ts";

const orders = [{ id: 7 }, { id: 17 }, { id: 170 }, { id: 23 }];

describe("filterOrders", () => {
  it.each([
    ["", [7, 17, 170, 23]],
    ["   ", [7, 17, 170, 23]],
    ["7", [7, 17, 170]],
    ["17", [17, 170]],
    [" 170 ", [170]],
    ["#23", [23]],
    ["99", []],
    ["abc", []],
  ])("%j keeps %j", (text, expected) => {
    expect(filterOrders(orders, text).map((o) => o.id)).toEqual(expected);
  });

  it("answers a new list, never the caller's", () => {
    expect(filterOrders(orders, "")).not.toBe(orders);
  });
});

describe("emptyMessage", () => {
  it("quotes what was typed", () => {
    expect(emptyMessage("123")).toBe('No orders found matching "123"');
    expect(emptyMessage("  42 ")).toBe('No orders found matching "42"');
  });

  it("says only No orders found when nothing is typed", () => {
    expect(emptyMessage("")).toBe("No orders found");
    expect(emptyMessage("  ")).toBe("No orders found");
  });
});

describe("orderQuery", () => {
  it("trims and forgives a leading #", () => {
    expect(orderQuery(" #12 ")).toBe("12");
    expect(orderQuery("12#")).toBe("12#");
  });
});

describe("trackTarget", () => {
  const target = (query: string) => trackTarget(new URLSearchParams(query));

  it("reads the checkout's redirect", () => {
    expect(target("id=42&type=custom&fromCheckout=true")).toEqual({
      kind: "custom",
      id: 42,
      justPlaced: true,
    });
    expect(target("id=9&type=regular&fromCheckout=true")).toEqual({
      kind: "regular",
      id: 9,
      justPlaced: true,
    });
  });

  it("points at the order without the Just placed note from any other link", () => {
    expect(target("id=9&type=regular")).toEqual({ kind: "regular", id: 9, justPlaced: false });
    expect(target("id=9&type=regular&fromCheckout=1")).toEqual({ kind: "regular", id: 9, justPlaced: false });
  });

  it.each([
    "",
    "id=9",
    "type=custom",
    "id=abc&type=custom",
    "id=9&type=other",
    "id=-1&type=custom",
    "id=1e3&type=regular",
  ])("ignores %j", (query) => {
    expect(target(query)).toBeNull();
  });

  it("names the card it scrolls to", () => {
    expect(orderCardId("custom", 42)).toBe("custom-order-42");
    expect(orderCardId("regular", 42)).toBe("regular-order-42");
  });
});

function customOrder(overrides: Partial<CustomOrderJson>): CustomOrderJson {
  return {
    id: 1,
    quantity: 100,
    size: "1inch",
    plating: "gold",
    pinBack: "rubber",
    packaging: "just-pins",
    rushOrder: false,
    pricePerPin: 5.25,
    rushOrderFee: 0,
    totalPrice: 525,
    depositAmount: 52.5,
    remainingBalance: 472.5,
    discountAmount: 0,
    customerName: "Ada Lovelace",
    customerEmail: "ada@example.com",
    promoCode: null,
    logoUrl: null,
    logoFileName: null,
    status: "deposit_paid",
    depositPaymentId: "CAP-1",
    balancePaymentId: null,
    trackingNumber: null,
    trackingUrl: null,
    createdAt: "2026-01-05T10:00:00.000Z",
    ...overrides,
  };
}

describe("customOrderMoney", () => {
  it("counts the deposit as paid and the rest as due after the deposit", () => {
    expect(customOrderMoney(customOrder({}))).toEqual({
      totalCents: 52_500,
      depositPaidCents: 5_250,
      balanceDueCents: 47_250,
      paidInFull: false,
    });
  });

  it("owes the whole total before any payment", () => {
    const money = customOrderMoney(customOrder({ status: "pending", depositPaymentId: null }));
    expect(money).toMatchObject({ depositPaidCents: 0, balanceDueCents: 52_500, paidInFull: false });
  });

  it.each(["balance_paid", "in_production", "shipped", "delivered"] as const)(
    "owes nothing once %s with the balance payment recorded",
    (status) => {
      const money = customOrderMoney(customOrder({ status, balancePaymentId: "CAP-2" }));
      expect(money).toMatchObject({ depositPaidCents: 5_250, balanceDueCents: 0, paidInFull: true });
    },
  );

  it("still owes the balance when an order is shipped before it was paid (the ledger decides)", () => {
    const money = customOrderMoney(customOrder({ status: "shipped", balancePaymentId: null }));
    expect(money).toMatchObject({ depositPaidCents: 5_250, balanceDueCents: 47_250, paidInFull: false });
  });

  it("owes nothing once the balance payment is recorded, whatever the status says", () => {
    const money = customOrderMoney(customOrder({ status: "approved", balancePaymentId: "CAP-2" }));
    expect(money).toMatchObject({ balanceDueCents: 0, paidInFull: true });
  });

  it("owes nothing on a cancelled order, and still shows a deposit that was paid", () => {
    const money = customOrderMoney(customOrder({ status: "cancelled" }));
    expect(money).toMatchObject({ depositPaidCents: 5_250, balanceDueCents: 0, paidInFull: false });
  });
});
