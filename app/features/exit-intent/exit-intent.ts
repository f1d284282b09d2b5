// The exit-intent offer: its constants, where it may appear and
// what counts as the visitor leaving. Browser-safe: the popup and the server share it.

/** 15% off with code SAVE15, valid 30 days (the code exists out of the box). */
export const EXIT_INTENT_CODE = "SAVE15";
export const EXIT_INTENT_PERCENT_OFF = 15;
export const EXIT_INTENT_VALID_DAYS = 30;

/** Armed after 3 s by the mouse leaving the top of the page, else shown after 60 s. */
export const ARM_DELAY_MS = 3_000;
export const FALLBACK_DELAY_MS = 60_000;

/** Shown once per browser session. */
export const SHOWN_KEY = "exitIntentShown";
/**
 * Kept (localStorage) once this browser has claimed the code: someone who already left their
 * address is not asked again in a later session. The e2e suite sets it so the offer never
 * covers another flow (playwright.config.ts).
 */
export const CLAIMED_KEY = "exitIntentClaimed";

/** Shown when sending the offer fails. */
export const EXIT_INTENT_FAILED = "Failed to send discount code. Please try again.";

/**
 * Pages where an offer would interrupt a task (paying, signing in, reading a private link) or
 * that are not the shop front (the admin). Each also covers the paths below it.
 */
const QUIET_PATHS = [
  "/checkout",
  "/balance-payment",
  "/proof",
  "/orders",
  "/unsubscribe",
  "/admin",
  "/login",
  "/login-link",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
];

export function offersExitIntent(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return !QUIET_PATHS.some((quiet) => path === quiet || path.startsWith(`${quiet}/`));
}

/** The pointer left through the top edge of the window, not into another element. */
export function isLeavingTop(event: { clientY: number; relatedTarget: EventTarget | null }): boolean {
  return event.clientY <= 0 && !event.relatedTarget;
}
