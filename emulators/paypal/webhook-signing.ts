import { createHmac, timingSafeEqual } from "node:crypto";
import { crc32 } from "node:zlib";
import { signingSecret } from "./emulator-state.ts";

// PayPal signs `transmissionId|transmissionTime|webhookId|crc32(body)` with its certificate's
// key; the emulator signs the same string with an HMAC only it knows, so only it can answer
// SUCCESS to verify-webhook-signature, exactly as only PayPal can for real events.

function signedString(transmissionId: string, time: string, webhookId: string, body: string): string {
  return `${transmissionId}|${time}|${webhookId}|${crc32(body)}`;
}

export async function signWebhook(
  transmissionId: string,
  time: string,
  webhookId: string,
  body: string,
): Promise<string> {
  const digest = createHmac("sha256", await signingSecret())
    .update(signedString(transmissionId, time, webhookId, body))
    .digest();
  // PayPal's published schema for `transmission_sig` is `^(?!\d+$)\w+\S+`: it must open with a
  // word character. Base64 opens with `+` or `/` when the first byte is 0xF8 or above (1 run in
  // 32), which the conformance suite rightly rejected; clearing the top bit of the first byte
  // keeps the first character in A–f. Signing and verifying both come through here.
  digest[0] = (digest[0] ?? 0) & 0x7f;
  return digest.toString("base64");
}

/** Checks a signature over the event's raw bytes as delivered, never a re-serialised copy. */
export async function isValidWebhookSignature(
  signature: string,
  transmissionId: string,
  time: string,
  webhookId: string,
  body: string,
): Promise<boolean> {
  const expected = Buffer.from(await signWebhook(transmissionId, time, webhookId, body));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
