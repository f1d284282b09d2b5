// What a custom order has paid and still owes comes from the payments ledger through its one
// money view (docs/product-rules.md#money), not from the figures stored when it was prepared: a
// refund or an earlier payment changes it, and a refund never makes money owed.
import { db, type Executor } from "../../../lib/db.server.ts";
import { centsToDollars } from "../../../lib/money.ts";
import { type MoneyView, moneyView, toMoneyJson } from "../../payments/index.server.ts";
import { uploadUrl } from "../../uploads/index.server.ts";
import { type CustomOrder, moneyRefOf, shippingTaxOf } from "../custom-orders.server.ts";
import type { BalancePaymentJson } from "./balance-payment.schemas.ts";

export interface BalanceFigures {
  depositPaidCents: number;
  dueCents: number;
  money: MoneyView;
}

/** The deposit taken and the balance due, from the order's money view. */
export async function balanceFigures(order: CustomOrder, tx: Executor = db()): Promise<BalanceFigures> {
  const money = await moneyView(moneyRefOf(order), tx);
  return { depositPaidCents: money.depositCents, dueCents: money.balanceDueCents, money };
}

/** The balance-payment record (docs/product-rules.md#records). */
export function toBalancePaymentJson(order: CustomOrder, figures: BalanceFigures): BalancePaymentJson {
  return {
    id: order.id,
    customerName: order.customerName,
    quantity: order.quantity,
    size: order.size,
    plating: order.plating,
    status: order.status,
    logoUrl: order.logoKey ? uploadUrl(order.logoKey) : null,
    totalPrice: centsToDollars(order.totalCents),
    shippingAmount: centsToDollars(order.shippingCents),
    taxAmount: centsToDollars(order.taxCents),
    grandTotal: shippingTaxOf(order).grandTotal,
    depositAmount: centsToDollars(figures.depositPaidCents),
    remainingBalance: centsToDollars(figures.dueCents),
    money: toMoneyJson(figures.money),
  };
}
