// The capture lease (docs/decisions/003-payments.md): one caller at a time asks PayPal to
// capture an intent, without a transaction open over the network. The lease is taken and given
// back under the intent's row lock; the discount use is counted, and the purpose may refuse
// (stock), when it is taken, before money moves.
import { eq, sql } from "drizzle-orm";
import { paymentIntents } from "../../../db/schema.ts";
import { db, type Tx } from "../../lib/db.server.ts";
import { notFound } from "../../lib/errors.server.ts";
import { checkDiscountCode, redeemDiscountCode } from "../discounts/index.server.ts";
import { DISCOUNT_ERRORS } from "../discounts/index.ts";
import {
  closedIntentError,
  lockIntent,
  PAYMENT_NOT_FOUND,
  releaseIntent,
  updateIntent,
} from "./payment-ledger.server.ts";
import type { PaymentIntent } from "./payment-purposes.server.ts";
import type { PaypalError } from "./paypal-client.server.ts";
import { paymentPurpose } from "./purposes.server.ts";

/** Longer than a capture call can take (3 tries of 10 s and the pauses between them). */
export const CAPTURE_LEASE_SECONDS = 60;

/** Why the code can no longer be used (used up, deactivated, expired), in the shopper's words. */
async function discountRefusal(tx: Tx, intent: PaymentIntent): Promise<string> {
  const code = intent.snapshot.discountCode;
  if (typeof code !== "string") return DISCOUNT_ERRORS.usedUp;
  // The goods' subtotal before the discount, as the code's minimum reads it: the amount
  // charged also carries shipping and tax.
  const subtotal = intent.snapshot.subtotalCents;
  const subtotalCents = typeof subtotal === "number" ? subtotal : intent.amountCents + intent.discountCents;
  const check = await checkDiscountCode(code, subtotalCents, tx);
  return check.valid ? DISCOUNT_ERRORS.usedUp : check.error;
}

export type Claim = { kind: "settled" | "claimed" | "busy"; intent: PaymentIntent };

/**
 * Takes the intent's capture lease under its row lock. Exactly one caller at a time holds it;
 * the others wait for its outcome. The discount use is counted here, before any money moves,
 * so a checkout that lost the code's last use is refused before capture.
 */
export async function claimCapture(providerOrderId: string): Promise<Claim> {
  const claim = await db().transaction(async (tx) => {
    const [found] = await tx
      .select({ id: paymentIntents.id })
      .from(paymentIntents)
      .where(eq(paymentIntents.providerOrderId, providerOrderId));
    if (!found) throw notFound(PAYMENT_NOT_FOUND);
    const intent = await lockIntent(tx, found.id);
    if (intent.status === "captured" || intent.status === "pending")
      return { kind: "settled" as const, intent };
    if (intent.status !== "created") return { kind: "closed" as const, intent };
    const [lease] = await tx
      .select({
        held: sql<boolean>`${paymentIntents.captureStartedAt} > now() - make_interval(secs => ${CAPTURE_LEASE_SECONDS})`,
      })
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent.id));
    if (lease?.held) return { kind: "busy" as const, intent };
    const refusal = await paymentPurpose(intent.purpose).beforeCapture?.(tx, intent);
    if (refusal) {
      const failed = await updateIntent(tx, intent.id, { status: "failed", lastError: refusal });
      return { kind: "closed" as const, intent: failed };
    }
    let discountRedeemed = intent.discountRedeemed;
    if (intent.discountCodeId !== null && !discountRedeemed) {
      discountRedeemed = await redeemDiscountCode(tx, intent.discountCodeId);
      if (!discountRedeemed) {
        const lastError = await discountRefusal(tx, intent);
        // The stock `beforeCapture` just held goes back: this checkout will not be captured.
        await releaseIntent(tx, intent);
        const failed = await updateIntent(tx, intent.id, { status: "failed", lastError });
        return { kind: "closed" as const, intent: failed };
      }
    }
    const claimed = await updateIntent(tx, intent.id, {
      captureStartedAt: sql`now()` as unknown as Date,
      discountRedeemed,
    });
    return { kind: "claimed" as const, intent: claimed };
  });
  if (claim.kind === "closed") throw closedIntentError(claim.intent);
  return claim;
}

/**
 * Gives the lease back after a capture call that did not settle. A definite refusal (declined,
 * not approved) moves to the next request id and returns the discount use; an uncertain one
 * (timeout, 5xx) keeps both, so the retry replays the same PayPal-Request-Id.
 */
export async function releaseClaim(intent: PaymentIntent, refusal: PaypalError | null): Promise<void> {
  await db().transaction(async (tx) => {
    const current = await lockIntent(tx, intent.id);
    if (current.status !== "created") return;
    if (!refusal) {
      await updateIntent(tx, intent.id, { captureStartedAt: null });
      return;
    }
    await releaseIntent(tx, current);
    await updateIntent(tx, intent.id, {
      captureStartedAt: null,
      captureAttempt: current.captureAttempt + 1,
      lastError: refusal.issue ? `${refusal.issue}: ${refusal.message}` : refusal.message,
    });
  });
}

export async function closeIntent(intent: PaymentIntent, lastError: string): Promise<void> {
  await db().transaction(async (tx) => {
    const current = await lockIntent(tx, intent.id);
    if (current.status !== "created") return;
    await releaseIntent(tx, current);
    await updateIntent(tx, intent.id, { status: "failed", captureStartedAt: null, lastError });
  });
}
