// The exit-intent offer: the visitor leaves an e-mail address,
// is recorded as a customer who agreed to offers (the popup says so), and is mailed the shop's
// code, all in one transaction. The code a client names is never used: the offer is SAVE15.
import { db } from "../../lib/db.server.ts";
import { conflict } from "../../lib/errors.server.ts";
import { findUsableCode } from "../discounts/index.server.ts";
import { queueMail } from "../mail/index.server.ts";
import { recordCustomer } from "../marketing/index.server.ts";
import { describeOffer } from "../marketing/index.ts";
import type { ExitIntentOfferJson, ExitIntentRequest, ExitIntentSentJson } from "./exit-intent.schemas.ts";
import { EXIT_INTENT_CODE, EXIT_INTENT_VALID_DAYS } from "./exit-intent.ts";

/** Where the customers list says this person came from, and what their consent was given to. */
export const EXIT_INTENT_SOURCE = "exit-intent";
export const OFFER_ENDED = "This offer has ended.";

const DAY_MS = 86_400_000;

/** `GET /api/exit-intent-discount`: the popup only appears while its code can be used. */
export async function getExitIntentOffer(now = new Date()): Promise<ExitIntentOfferJson> {
  return { available: (await findUsableCode(EXIT_INTENT_CODE, db(), now)) !== null };
}

/** `POST /api/exit-intent-discount`: records the customer and queues the code's e-mail. */
export async function sendExitIntentCode(
  { email }: ExitIntentRequest,
  now = new Date(),
): Promise<ExitIntentSentJson> {
  const code = await findUsableCode(EXIT_INTENT_CODE, db(), now);
  // The owner switched the offer off (deactivated, ended or used up): no dead code is mailed.
  if (!code) throw conflict(OFFER_ENDED);
  const validUntil = new Date(now.getTime() + EXIT_INTENT_VALID_DAYS * DAY_MS).toISOString().slice(0, 10);
  await db().transaction(async (tx) => {
    await recordCustomer(tx, { email, source: EXIT_INTENT_SOURCE, consent: true });
    await queueMail(tx, {
      to: email,
      template: "exit-intent-code",
      data: { code: code.code, offer: describeOffer(code), validUntil },
    });
  });
  const percentOff = code.discountType === "percentage" ? code.discountValue : 0;
  return { sent: true, discountCode: code.code, percentOff, validUntil };
}
