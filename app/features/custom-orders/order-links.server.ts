// Private links to a custom order: a random token of 256 bits is given out once,
// only its SHA-256 is stored, so a database leak reveals no working link.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { orderLinks } from "../../../db/schema.ts";
import { db, type Executor } from "../../lib/db.server.ts";

export type OrderLinkPurpose = (typeof orderLinks.$inferInsert)["purpose"];

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Makes a link to the order and answers its token (the only time the token exists in clear). */
export async function createOrderLink(
  tx: Executor,
  customOrderId: number,
  purpose: OrderLinkPurpose,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(orderLinks).values({ purpose, customOrderId, tokenHash: hashToken(token) });
  return token;
}

/** Whether the token is a live link of that purpose to that order. */
export async function isOrderLink(
  token: string | null | undefined,
  customOrderId: number,
  purpose: OrderLinkPurpose,
  tx: Executor = db(),
): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const [link] = await tx
    .select({ id: orderLinks.id })
    .from(orderLinks)
    .where(
      and(
        eq(orderLinks.tokenHash, hashToken(token)),
        eq(orderLinks.customOrderId, customOrderId),
        eq(orderLinks.purpose, purpose),
        isNull(orderLinks.revokedAt),
      ),
    )
    .limit(1);
  return link !== undefined;
}

/** Ends every live link of that purpose to the order (a new balance link replaces the old). */
export async function revokeOrderLinks(tx: Executor, customOrderId: number, purpose: OrderLinkPurpose) {
  await tx
    .update(orderLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(orderLinks.customOrderId, customOrderId),
        eq(orderLinks.purpose, purpose),
        isNull(orderLinks.revokedAt),
      ),
    );
}

/** The live link of that purpose a token names, or undefined (unknown, revoked, wrong purpose). */
export async function findOrderLink(
  token: string | null | undefined,
  purpose: OrderLinkPurpose,
  tx: Executor = db(),
): Promise<{ id: number; customOrderId: number } | undefined> {
  if (!token || token.length > 200) return undefined;
  const [link] = await tx
    .select({ id: orderLinks.id, customOrderId: orderLinks.customOrderId })
    .from(orderLinks)
    .where(
      and(
        eq(orderLinks.tokenHash, hashToken(token)),
        eq(orderLinks.purpose, purpose),
        isNull(orderLinks.revokedAt),
      ),
    )
    .limit(1);
  return link?.customOrderId == null ? undefined : { id: link.id, customOrderId: link.customOrderId };
}

/**
 * The link of that purpose a token names, live or revoked (a paid balance link is revoked, yet
 * its page confirms the payment it made); undefined for a token never issued.
 */
export async function findIssuedOrderLink(
  token: string | null | undefined,
  purpose: OrderLinkPurpose,
  tx: Executor = db(),
): Promise<{ id: number; customOrderId: number; revokedAt: Date | null } | undefined> {
  if (!token || token.length > 200) return undefined;
  const [link] = await tx
    .select({ id: orderLinks.id, customOrderId: orderLinks.customOrderId, revokedAt: orderLinks.revokedAt })
    .from(orderLinks)
    .where(and(eq(orderLinks.tokenHash, hashToken(token)), eq(orderLinks.purpose, purpose)))
    .limit(1);
  return link?.customOrderId == null ? undefined : { ...link, customOrderId: link.customOrderId };
}
