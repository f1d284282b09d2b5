// The PayPal emulator: PayPal's REST API, the buyer's approval
// page and test controls, mounted at /__paypal in test mode only. The shop reaches it over HTTP
// through exactly the client it uses for real PayPal.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../../app/server/hono-env.ts";
import { csrf } from "../../app/server/middleware/csrf.ts";
import { emulatorApi } from "./emulator-api.ts";
import { emulatorBuyer } from "./emulator-buyer.ts";
import { createEmulatorTestApi, type WebhookDelivery } from "./emulator-test-api.ts";

export { EMULATOR_MOUNT } from "../../app/features/payments/index.ts";

export function createPaypalEmulator(options: { deliverWebhook: WebhookDelivery }) {
  const emulator = new Hono<AppEnv>();
  emulator.use(csrf, bodyLimit({ maxSize: 64 * 1024 }));
  emulator.route("/", emulatorBuyer);
  emulator.route("/test", createEmulatorTestApi(options.deliverWebhook));
  emulator.route("/", emulatorApi);
  return emulator;
}
