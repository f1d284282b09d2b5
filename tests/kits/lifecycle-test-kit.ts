// For the lifecycle API tests: an order prepared by a guest or a signed-in customer, the
// lifecycle e-mails one customer was sent, and the private order-page token an e-mail carries.
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { PreparedOrderJson } from "../../app/features/custom-orders/custom-orders.schemas.ts";
import { db } from "../../app/lib/db.server.ts";
import { mailOutbox, payments } from "../../db/schema.ts";
import { createClient, type TestClient } from "../helpers/client.ts";
import { orderData, prepare } from "./custom-orders-test-kit.ts";
import * as paypal from "./paypal-test-kit.ts";

/** A prepared $500.00 order (100 silver 1-inch pins, $50.00 deposit). */
export async function preparedOrder(
  client: TestClient = createClient(),
  overrides: Record<string, unknown> = {},
): Promise<PreparedOrderJson> {
  const res = await prepare(client, orderData(overrides));
  if (res.status !== 201) throw new Error(`prepare failed: ${res.status} ${res.text}`);
  return res.body;
}

/** The lifecycle e-mails (`custom-order-update`) queued for an address, oldest first. */
export function lifecycleMails(to: string) {
  return db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, "custom-order-update")))
    .orderBy(asc(mailOutbox.id));
}

/** The token of the first `/orders/{token}` link in a text, or undefined. */
export function orderPageToken(text: string): string | undefined {
  return /\/orders\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
}

/**
 * Writes captures into an order's ledger as PayPal's would land (no e-mails, no status change):
 * by default the $50.00 deposit and the $450.00 balance of `preparedOrder`, so production and
 * shipping are no longer contradicted by the money.
 */
export async function recordCaptures(
  customOrderId: number,
  captures: Partial<Record<"deposit" | "balance", number>> = { deposit: 5000, balance: 45000 },
): Promise<void> {
  for (const kind of ["deposit", "balance"] as const) {
    const amountCents = captures[kind];
    if (amountCents === undefined) continue;
    await db()
      .insert(payments)
      .values({ kind, status: "completed", amountCents, customOrderId, providerCaptureId: randomUUID() });
  }
}

/** A guest's $500.00 order whose $50.00 deposit was captured at the PayPal emulator. */
export async function capturedDeposit() {
  const shopper = paypal.newShopper();
  const order = await preparedOrder(shopper.client);
  const created = await paypal.createPaypalOrder(shopper, {
    purpose: "deposit",
    customOrderId: order.id,
    checkoutToken: order.checkoutToken,
  });
  if (created.status !== 201) throw new Error(`deposit order failed: ${created.status} ${created.text}`);
  await paypal.approve(created.body.id);
  const captured = await paypal.capture(shopper, created.body.id);
  if (captured.status !== 200) throw new Error(`capture failed: ${captured.status} ${captured.text}`);
  return { order, paypalOrderId: created.body.id };
}
