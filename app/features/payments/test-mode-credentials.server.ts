// The credentials of the shop's PayPal in test mode. The built-in emulator then stands in for
// PayPal on the shop's own server, where anyone who can reach the shop can reach it too, so its
// REST API must take only what the shop's own processes know: a client id and secret made at
// random by the first process that needs them and kept in the shop's database, where every
// process of the shop (web processes behind a load balancer, the worker, a restarted one) reads
// the same pair. They never leave the server: the browser's test-mode button needs no client id.
// See docs/decisions/026-emulator-in-production-test-mode.md.
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { keptGeneratedSetting } from "../settings/index.server.ts";

/** The settings row that keeps them (not one of the owner's settings). */
export const TEST_MODE_CREDENTIALS_KEY = "paypal_test_mode_credentials";

const CredentialsSchema = z.object({ clientId: z.string().min(32), secret: z.string().min(32) });
export type PaypalCredentials = z.infer<typeof CredentialsSchema>;

/** PayPal's own look: an 80-character client id starting with A, a secret starting with E. */
function makeCredentials(): PaypalCredentials {
  return {
    clientId: `A${randomBytes(59).toString("base64url")}`,
    secret: `E${randomBytes(59).toString("base64url")}`,
  };
}

/** The shop's test-mode credentials, made and stored on first use. */
export async function testModeCredentials(): Promise<PaypalCredentials> {
  return CredentialsSchema.parse(await keptGeneratedSetting(TEST_MODE_CREDENTIALS_KEY, makeCredentials));
}
