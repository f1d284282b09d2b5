// What the shop and its built-in PayPal emulator agree on in test mode. None of it opens
// anything real: the emulator only exists when payments run in test mode. Its credentials are
// not here: each shop makes its own (test-mode-credentials.server.ts).

/** The webhook the emulator signs its events for; the shop verifies against it in test mode. */
export const EMULATOR_WEBHOOK_ID = "WHFAIRWAYEMULATOR01";
export const EMULATOR_CERT_URL =
  "https://api.sandbox.paypal.com/v1/notifications/certs/CERT-fairway-emulator";
/** Where app/server/app.ts mounts the emulator. */
export const EMULATOR_MOUNT = "/__paypal";
