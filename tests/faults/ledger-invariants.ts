// The invariant the fault suites check after every fault (issue 8, item 5): whatever PayPal or
// the network did, each order's status agrees with the ledger. No money was kept without what
// it paid for (or a refund), no order advanced without its payment, nothing was taken twice.
import { db } from "../../app/lib/db.server.ts";
import { customOrders, orders, paymentIntents, payments } from "../../db/schema.ts";

type Payment = typeof payments.$inferSelect;

/** Custom-order states that mean "the deposit was paid" / "the balance was paid". */
const DEPOSIT_PAID = [
  "deposit_paid",
  "design_in_progress",
  "awaiting_approval",
  "approved",
  "balance_paid",
  "in_production",
  "shipped",
  "delivered",
];
const BALANCE_PAID = ["balance_paid", "in_production", "shipped", "delivered"];
/** Regular-order states that mean "paid". */
const CART_PAID = ["pending", "processing", "in_production", "shipped", "delivered"];

const kept = (p: Payment) => p.status === "completed";
const charged = (p: Payment) => p.kind !== "refund" && (p.status === "completed" || p.status === "refunded");

/** Refunded amounts per capture payment id (completed refunds only). */
function refundedBy(ledger: Payment[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const r of ledger) {
    if (r.kind === "refund" && r.status === "completed" && r.refundOfPaymentId !== null) {
      out.set(r.refundOfPaymentId, (out.get(r.refundOfPaymentId) ?? 0) + r.amountCents);
    }
  }
  return out;
}

/** Every broken rule, as readable sentences; an empty list means the books balance. */
export async function ledgerViolations(): Promise<string[]> {
  const ledger = await db().select().from(payments);
  const intents = await db().select().from(paymentIntents);
  const problems: string[] = [];
  const refunded = refundedBy(ledger);

  for (const p of ledger.filter((x) => x.kind !== "refund")) {
    const back = refunded.get(p.id) ?? 0;
    if (back > p.amountCents) problems.push(`payment ${p.id}: refunded ${back} of ${p.amountCents}`);
    if (p.status === "refunded" && back !== p.amountCents) {
      problems.push(`payment ${p.id}: marked refunded with ${back} of ${p.amountCents} refunded`);
    }
  }

  for (const intent of intents) {
    const captures = ledger.filter((p) => p.paymentIntentId === intent.id && p.kind !== "refund");
    if (captures.length > 1) problems.push(`intent ${intent.id}: ${captures.length} captures`);
    const [c] = captures;
    if (intent.status === "captured" && !(c && charged(c)))
      problems.push(`intent ${intent.id}: captured, no payment`);
    if (intent.status === "pending" && c?.status !== "pending")
      problems.push(`intent ${intent.id}: pending, payment ${c?.status}`);
    // Money PayPal took for an intent that failed must have gone back.
    if ((intent.status === "failed" || intent.status === "cancelled") && c && kept(c)) {
      problems.push(`intent ${intent.id}: ${intent.status}, but payment ${c.id} was kept`);
    }
    if (c && kept(c) && c.amountCents !== intent.amountCents) {
      problems.push(`intent ${intent.id}: kept ${c.amountCents}, expected ${intent.amountCents}`);
    }
  }

  for (const order of await db().select().from(customOrders)) {
    const of = (kind: string) => ledger.filter((p) => p.customOrderId === order.id && p.kind === kind);
    const deposits = of("deposit").filter(kept);
    const balances = of("balance").filter(kept);
    const label = `custom order ${order.id} (${order.status})`;
    if (deposits.length > 1) problems.push(`${label}: ${deposits.length} deposits kept`);
    if (balances.length > 1) problems.push(`${label}: ${balances.length} balances kept`);
    const deposit = deposits[0];
    const balance = balances[0];
    if (DEPOSIT_PAID.includes(order.status)) {
      if (!deposit) problems.push(`${label}: no deposit in the ledger`);
      else if (
        deposit.amountCents !== order.depositCents ||
        deposit.providerCaptureId !== order.depositPaymentId
      ) {
        problems.push(`${label}: deposit ${deposit.amountCents}/${deposit.providerCaptureId} ≠ the order's`);
      }
    } else if (order.status !== "cancelled" && deposit) {
      problems.push(`${label}: deposit ${deposit.id} kept, order not moved`);
    }
    if (BALANCE_PAID.includes(order.status)) {
      const due = order.totalCents - order.depositCents;
      if (!balance) problems.push(`${label}: no balance in the ledger`);
      else if (balance.amountCents !== due || balance.providerCaptureId !== order.balancePaymentId) {
        problems.push(`${label}: balance ${balance.amountCents}/${balance.providerCaptureId} ≠ ${due}`);
      }
    } else if (order.status !== "cancelled" && balance) {
      problems.push(`${label}: balance ${balance.id} kept, order not moved`);
    }
    if (order.status === "cancelled" && (deposit || balance))
      problems.push(`${label}: cancelled, money kept`);
  }

  for (const order of await db().select().from(orders)) {
    const carts = ledger.filter((p) => p.orderId === order.id && p.kind === "cart");
    const label = `order ${order.id} (${order.status})`;
    if (carts.length > 1) problems.push(`${label}: ${carts.length} payments`);
    const [cart] = carts;
    if (CART_PAID.includes(order.status) && !(cart && kept(cart) && cart.amountCents === order.totalCents)) {
      problems.push(`${label}: paid status without a kept payment of ${order.totalCents}`);
    }
    if (order.status === "payment_pending" && cart?.status !== "pending")
      problems.push(`${label}: payment ${cart?.status}`);
    if (order.status === "cancelled" && cart && kept(cart)) problems.push(`${label}: cancelled, money kept`);
  }
  return problems;
}
