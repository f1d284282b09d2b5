// For the lifecycle API tests: an order prepared by a guest or a signed-in customer, the
// lifecycle e-mails one customer was sent, and the private order-page token an e-mail carries.
import { and, asc, eq } from "drizzle-orm";
import type { PreparedOrderJson } from "../../app/features/custom-orders/custom-orders.schemas.ts";
import { db } from "../../app/lib/db.server.ts";
import { mailOutbox } from "../../db/schema.ts";
import { createClient, type TestClient } from "../helpers/client.ts";
import { orderData, prepare } from "./custom-orders-test-kit.ts";

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
