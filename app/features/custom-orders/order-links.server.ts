// Private links to an order. Only a token's SHA-256 is stored, so a database leak alone reveals
// no working link.
//
// Live links (proof and balance today; any purpose may use them): an order has one live link
// per purpose, and every e-mail or button that gives it out gives out the same one, so no
// e-mail the customer holds stops working when another is sent. Because only the hash is kept,
// the token is derived, never stored: HMAC-SHA256(key, "{purpose}:{owner}:{generation}:{salt}"),
// base64url (256 bits), where the key is HMAC-SHA256 of the server's session secret (never
// stored in the database), the generation numbers the order's links of that purpose and the
// salt is random, kept on the link's row. The salt is what keeps a token from ever repeating:
// order ids and generations start again when a database is restored from a backup under the
// same secret, and without it a new order would get the very token of a lost one, which someone
// may still hold. Rows made before salts have none and are derived without it, so the links
// already in customers' e-mails keep working (their next generation gets a salt).
// Answering the live link again recomputes the token from the live row's generation and salt.
// Replacing a link (it leaked) revokes the live row and moves to the next generation, never
// reusing one. A row whose token the key no longer derives (the secret changed, or a link made
// randomly before this rule) stays valid for whoever holds it; the next answer adds a new
// generation. Callers hold the order's row lock, so two answers never add the same generation.
// Live links expire LINK_LIFE_DAYS after they were last given out (docs/product-rules.md#links).
import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, max, or, type SQL } from "drizzle-orm";
import { orderLinks } from "../../../db/schema.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";

export type OrderLinkPurpose = (typeof orderLinks.$inferInsert)["purpose"];

/** The order a link opens: a custom order, or (for later purposes) a regular order. */
export type LinkOwner = { customOrderId: number } | { orderId: number };

/** How long a live link works after it was last given out. */
export const LINK_LIFE_DAYS = 90;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const notExpired = () => or(isNull(orderLinks.expiresAt), gt(orderLinks.expiresAt, new Date()));

const ownedBy = (owner: LinkOwner): SQL =>
  "customOrderId" in owner
    ? eq(orderLinks.customOrderId, owner.customOrderId)
    : eq(orderLinks.orderId, owner.orderId);

const ownerKey = (owner: LinkOwner) =>
  "customOrderId" in owner ? `custom-order:${owner.customOrderId}` : `order:${owner.orderId}`;

/**
 * The derived token of one generation of an order's link of a purpose; a null salt is a link
 * made before salts, derived as it was then.
 */
function deriveToken(
  purpose: OrderLinkPurpose,
  owner: LinkOwner,
  generation: number,
  salt: string | null,
): string {
  const key = createHmac("sha256", env().sessionSecret).update("order-links/v1").digest();
  const salted = salt === null ? "" : `:${salt}`;
  return createHmac("sha256", key)
    .update(`${purpose}:${ownerKey(owner)}:${generation}${salted}`)
    .digest("base64url");
}

/** 128 random bits for a new link's derivation. */
const newSalt = () => randomBytes(16).toString("base64url");

const lifeFromNow = () => new Date(Date.now() + LINK_LIFE_DAYS * 24 * 60 * 60 * 1000);

/** Adds the next generation's link (never one used before) and answers its token. */
async function addGeneration(tx: Executor, owner: LinkOwner, purpose: OrderLinkPurpose): Promise<string> {
  const [last] = await tx
    .select({ generation: max(orderLinks.generation) })
    .from(orderLinks)
    .where(and(ownedBy(owner), eq(orderLinks.purpose, purpose)));
  const generation = (last?.generation ?? 0) + 1;
  const salt = newSalt();
  const token = deriveToken(purpose, owner, generation, salt);
  await tx
    .insert(orderLinks)
    .values({ purpose, ...owner, generation, salt, tokenHash: hashToken(token), expiresAt: lifeFromNow() });
  return token;
}

/**
 * The order's live link of that purpose, made if there is none (`created`). Giving it out again
 * renews its life. The caller should hold the order's row lock.
 */
export async function liveLink(
  tx: Executor,
  owner: LinkOwner,
  purpose: OrderLinkPurpose,
): Promise<{ token: string; created: boolean }> {
  const [live] = await tx
    .select({
      id: orderLinks.id,
      generation: orderLinks.generation,
      salt: orderLinks.salt,
      tokenHash: orderLinks.tokenHash,
    })
    .from(orderLinks)
    .where(and(ownedBy(owner), eq(orderLinks.purpose, purpose), isNull(orderLinks.revokedAt), notExpired()))
    .orderBy(desc(orderLinks.generation), desc(orderLinks.id))
    .limit(1);
  if (live && live.generation > 0) {
    const token = deriveToken(purpose, owner, live.generation, live.salt);
    if (hashToken(token) === live.tokenHash) {
      await tx.update(orderLinks).set({ expiresAt: lifeFromNow() }).where(eq(orderLinks.id, live.id));
      return { token, created: false };
    }
  }
  return { token: await addGeneration(tx, owner, purpose), created: true };
}

/** Revokes the order's live links of that purpose (it leaked) and answers a new one's token. */
export async function replaceLink(
  tx: Executor,
  owner: LinkOwner,
  purpose: OrderLinkPurpose,
): Promise<string> {
  await tx
    .update(orderLinks)
    .set({ revokedAt: new Date() })
    .where(and(ownedBy(owner), eq(orderLinks.purpose, purpose), isNull(orderLinks.revokedAt)));
  return addGeneration(tx, owner, purpose);
}

/**
 * Makes a one-off random link to the order and answers its token (the only time it exists in
 * clear). Live-link purposes use liveLink instead.
 */
export async function createOrderLink(
  tx: Executor,
  customOrderId: number,
  purpose: OrderLinkPurpose,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(orderLinks).values({ purpose, customOrderId, tokenHash: hashToken(token) });
  return token;
}

/** Whether the token is a live, unexpired link of that purpose to that order. */
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
        notExpired(),
      ),
    )
    .limit(1);
  return link !== undefined;
}

/** Ends every live link of that purpose to the order (the order was cancelled). */
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

/**
 * Whether the link is the order's newest of its purpose. Replacing a link always makes a newer
 * one, so a revoked newest link was ended with its order (cancelled), not replaced.
 */
export async function isNewestOrderLink(
  tx: Executor,
  link: { id: number; customOrderId: number },
  purpose: OrderLinkPurpose,
): Promise<boolean> {
  const [newest] = await tx
    .select({ id: orderLinks.id })
    .from(orderLinks)
    .where(and(eq(orderLinks.customOrderId, link.customOrderId), eq(orderLinks.purpose, purpose)))
    .orderBy(desc(orderLinks.generation), desc(orderLinks.id))
    .limit(1);
  return newest?.id === link.id;
}

/** The live, unexpired link of that purpose a token names, or undefined (unknown, revoked, expired). */
export async function findOrderLink(
  token: string | null | undefined,
  purpose: OrderLinkPurpose,
  tx: Executor = db(),
): Promise<{ id: number; customOrderId: number } | undefined> {
  const link = await findIssuedOrderLink(token, purpose, tx);
  return link && link.revokedAt === null && !link.expired
    ? { id: link.id, customOrderId: link.customOrderId }
    : undefined;
}

/**
 * The link of that purpose a token names, live, expired or revoked (its page may still say what
 * became of it); undefined for a token never issued.
 */
export async function findIssuedOrderLink(
  token: string | null | undefined,
  purpose: OrderLinkPurpose,
  tx: Executor = db(),
): Promise<{ id: number; customOrderId: number; revokedAt: Date | null; expired: boolean } | undefined> {
  if (!token || token.length > 200) return undefined;
  const [link] = await tx
    .select({
      id: orderLinks.id,
      customOrderId: orderLinks.customOrderId,
      revokedAt: orderLinks.revokedAt,
      expiresAt: orderLinks.expiresAt,
    })
    .from(orderLinks)
    .where(and(eq(orderLinks.tokenHash, hashToken(token)), eq(orderLinks.purpose, purpose)))
    .limit(1);
  if (link?.customOrderId == null) return undefined;
  const { expiresAt, ...rest } = link;
  return {
    ...rest,
    customOrderId: link.customOrderId,
    expired: expiresAt !== null && expiresAt.getTime() <= Date.now(),
  };
}

// Regular (cart) orders have the same private `view` link: the orders feature owns the order,
// this file owns the links, so both kinds of order share one token table and one page.

/** Makes a `view` link to a regular order and answers its token (the only time it is in clear). */
export async function createRegularOrderViewLink(tx: Executor, orderId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(orderLinks).values({ purpose: "view", orderId, tokenHash: hashToken(token) });
  return token;
}

/** The order a live `view` token names, of either kind; undefined for anything else. */
export async function findViewLinkTarget(
  token: string | null | undefined,
  tx: Executor = db(),
): Promise<{ kind: "custom"; customOrderId: number } | { kind: "regular"; orderId: number } | undefined> {
  if (!token || token.length > 200) return undefined;
  const [link] = await tx
    .select({ customOrderId: orderLinks.customOrderId, orderId: orderLinks.orderId })
    .from(orderLinks)
    .where(
      and(
        eq(orderLinks.tokenHash, hashToken(token)),
        eq(orderLinks.purpose, "view"),
        isNull(orderLinks.revokedAt),
      ),
    )
    .limit(1);
  if (link?.customOrderId != null) return { kind: "custom", customOrderId: link.customOrderId };
  if (link?.orderId != null) return { kind: "regular", orderId: link.orderId };
  return undefined;
}
