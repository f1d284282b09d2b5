import { createHmac, timingSafeEqual } from "node:crypto";
import { crc32 } from "node:zlib";
import { emulator } from "./emulator-state.ts";

// PayPal signs `transmissionId|transmissionTime|webhookId|crc32(body)` with its certificate's
// key; the emulator signs the same string with an HMAC only it knows, so only it can answer
// SUCCESS to verify-webhook-signature, exactly as only PayPal can for real events.

function signedString(transmissionId: string, time: string, webhookId: string, body: string): string {
  return `${transmissionId}|${time}|${webhookId}|${crc32(body)}`;
}

export function signWebhook(transmissionId: string, time: string, webhookId: string, body: string): string {
  return createHmac("sha256", emulator.signingSecret)
    .update(signedString(transmissionId, time, webhookId, body))
    .digest("base64");
}

export function isValidWebhookSignature(
  signature: string,
  transmissionId: string,
  time: string,
  webhookId: string,
  body: string,
): boolean {
  const expected = Buffer.from(signWebhook(transmissionId, time, webhookId, body));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
