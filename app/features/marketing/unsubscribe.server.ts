// Unsubscribe links: one token per customer, only its SHA-256 stored. The token is an HMAC
// of the customer's id under the session secret, so every campaign can put the same link in
// its mail without keeping the token itself; see docs/decisions.md.
import { createHash, createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { customers } from "../../../db/schema.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import { notFound } from "../../lib/errors.server.ts";
import { UNSUBSCRIBE_NOT_FOUND, type UnsubscribeJson } from "./marketing.schemas.ts";
import { maskEmail } from "./mask-email.ts";

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export const hashUnsubscribeToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The customer's token: 256 bits, the same every time while the session secret stays. */
export function unsubscribeToken(customerId: number): string {
  return createHmac("sha256", env().sessionSecret).update(`unsubscribe:${customerId}`).digest("base64url");
}

/** The link's page, also the RFC 8058 one-click target (its route answers POST). */
export const unsubscribeUrl = (token: string) => `${env().publicUrl}/unsubscribe/${token}`;

/**
 * The token for a customer about to be mailed, storing its hash when it is new (the first mail,
 * or a changed session secret, which retires the old links).
 */
export async function ensureUnsubscribeToken(
  tx: Executor,
  customer: { id: number; unsubscribeTokenHash: string | null },
): Promise<string> {
  const token = unsubscribeToken(customer.id);
  const hash = hashUnsubscribeToken(token);
  if (customer.unsubscribeTokenHash !== hash) {
    await tx.update(customers).set({ unsubscribeTokenHash: hash }).where(eq(customers.id, customer.id));
  }
  return token;
}

async function findByToken(token: string) {
  if (!TOKEN_FORMAT.test(token)) return null;
  const [row] = await db()
    .select({ id: customers.id, email: customers.email, unsubscribedAt: customers.unsubscribedAt })
    .from(customers)
    .where(eq(customers.unsubscribeTokenHash, hashUnsubscribeToken(token)));
  return row ?? null;
}

/** What the unsubscribe page shows before the click: the masked address and its state. */
export async function getUnsubscribeInfo(token: string): Promise<UnsubscribeJson> {
  const row = await findByToken(token);
  if (!row) throw notFound(UNSUBSCRIBE_NOT_FOUND);
  return { email: maskEmail(row.email), unsubscribed: row.unsubscribedAt !== null };
}

/**
 * Unsubscribes the link's customer: consent withdrawn for good (an import never gives it back,
 * campaigns not yet mailed skip them). Clicking twice is fine; the first time is kept.
 */
export async function unsubscribeByToken(token: string): Promise<UnsubscribeJson> {
  const row = await findByToken(token);
  if (!row) throw notFound(UNSUBSCRIBE_NOT_FOUND);
  await db()
    .update(customers)
    .set({ marketingConsent: false, unsubscribedAt: sql`coalesce(${customers.unsubscribedAt}, now())` })
    .where(eq(customers.id, row.id));
  return { email: maskEmail(row.email), unsubscribed: true };
}
