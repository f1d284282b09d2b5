import { describe, expect, it } from "vitest";
import { customOrderJson } from "../../../tests/kits/json-fixtures.ts";
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

const customOrder = customOrderJson;

describe("customOrderMoney", () => {
  const money = (charged: number, refunded: number, balanceDue: number) => ({
    charged,
    refunded,
    netPaid: charged - refunded,
    balanceDue,
  });

  it("reads the order's money view: the deposit paid and the rest due", () => {
    expect(customOrderMoney(customOrder({}))).toEqual({
      totalCents: 52_500,
      shippingCents: 0,
      taxCents: 0,
      netPaidCents: 5_250,
      refundedCents: 0,
      balanceDueCents: 47_250,
      paidInFull: false,
    });
  });

  it("counts the shipping and sales tax the deposit fixed in the total", () => {
    const view = customOrderMoney(
      customOrder({
        shippingAmount: 12,
        taxAmount: 38.06,
        depositTax: 3.81,
        grandTotal: 575.06,
        money: money(56.31, 0, 518.75),
      }),
    );
    expect(view).toMatchObject({
      totalCents: 57_506,
      shippingCents: 1_200,
      taxCents: 3_806,
      netPaidCents: 5_631,
      balanceDueCents: 51_875,
    });
  });

  it("owes the whole total before any payment", () => {
    const view = customOrderMoney(
      customOrder({ status: "pending", depositPaymentId: null, money: money(0, 0, 525) }),
    );
    expect(view).toMatchObject({ netPaidCents: 0, balanceDueCents: 52_500, paidInFull: false });
  });

  it("is paid in full when nothing is due, and a refund does not make money owed", () => {
    const view = customOrderMoney(customOrder({ status: "shipped", money: money(525, 20, 0) }));
    expect(view).toMatchObject({
      netPaidCents: 50_500,
      refundedCents: 2_000,
      balanceDueCents: 0,
      paidInFull: true,
    });
  });

  it("still owes the balance when an order is shipped before it was paid (the ledger decides)", () => {
    const view = customOrderMoney(customOrder({ status: "shipped" }));
    expect(view).toMatchObject({ balanceDueCents: 47_250, paidInFull: false });
  });

  it("owes nothing on a cancelled order, and is not paid in full", () => {
    const view = customOrderMoney(customOrder({ status: "cancelled", money: money(52.5, 52.5, 0) }));
    expect(view).toMatchObject({ netPaidCents: 0, balanceDueCents: 0, paidInFull: false });
  });
});
