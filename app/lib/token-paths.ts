// Private links carry their token as a path segment. Logs and analytics keep the shape of
// such a path (`/proof/:token/approve`) and never the token. Browser-safe.

/** Prefixes whose next segment is a private token: pages, and the API calls behind them. */
const TOKEN_PREFIXES = [
  "/balance-payment/",
  "/proof/",
  "/orders/",
  "/reset-password/",
  "/verify-email/",
  "/unsubscribe/",
  "/api/balance-payment/",
  "/api/proofs/",
  "/api/order-links/",
  "/api/unsubscribe/",
];

/** The path with the token segment after a private-link prefix replaced by `:token`. */
export function redactTokenPath(path: string): string {
  for (const prefix of TOKEN_PREFIXES) {
    if (path.startsWith(prefix) && path.length > prefix.length) {
      return `${prefix}:token${path.slice(prefix.length).replace(/^[^/]*/, "")}`;
    }
  }
  return path;
}
