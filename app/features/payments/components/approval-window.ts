import { EMULATOR_MOUNT } from "../emulator-config.ts";

// The buyer's approval window of test mode: the emulator's
// checkoutnow page in a popup, as PayPal's own button opens its window. The page tells its
// opener the buyer's choice with postMessage (same origin only) and closes itself.

const WIDTH = 480;
const HEIGHT = 640;
const WINDOW_NAME = "paypal-test-approval";
/** After the window closes, a message it posted just before may still be on its way. */
const CLOSE_GRACE_MS = 300;
const POLL_MS = 400;

export type ApprovalDecision = "approve" | "cancel";

export function approvalUrl(paypalOrderId: string): string {
  return `${EMULATOR_MOUNT}/checkoutnow?token=${encodeURIComponent(paypalOrderId)}`;
}

/**
 * Opens the window; call it during the click, because browsers block windows opened later.
 * Without a URL it shows a short "connecting" line until the order exists. Null when blocked.
 */
export function openApprovalWindow(url?: string): Window | null {
  const left = Math.round(window.screenX + Math.max(0, (window.outerWidth - WIDTH) / 2));
  const top = Math.round(window.screenY + Math.max(0, (window.outerHeight - HEIGHT) / 2));
  const popup = window.open(
    url ?? "about:blank",
    WINDOW_NAME,
    `popup,width=${WIDTH},height=${HEIGHT},left=${left},top=${top}`,
  );
  if (popup && !url) {
    try {
      popup.document.title = "PayPal (test mode)";
      popup.document.body.style.font = "16px system-ui, sans-serif";
      popup.document.body.style.padding = "3rem 1.5rem";
      popup.document.body.textContent = "Connecting to PayPal (test mode)…";
    } catch {
      // Another document already took the window over; it shows its own content.
    }
  }
  return popup;
}

/** The buyer's choice: the window's message, or "cancel" when it is closed without one. */
export function waitForDecision(popup: Window, paypalOrderId: string, signal: AbortSignal) {
  return new Promise<ApprovalDecision>((resolve) => {
    let done = false;
    const finish = (decision: ApprovalDecision) => {
      if (done) return;
      done = true;
      window.removeEventListener("message", onMessage);
      clearInterval(poll);
      resolve(decision);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data: unknown = event.data;
      if (!data || typeof data !== "object") return;
      const { source, token, decision } = data as Record<string, unknown>;
      if (source !== "paypal-emulator" || token !== paypalOrderId) return;
      if (decision === "approve" || decision === "cancel") finish(decision);
    };
    const poll = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(poll);
      setTimeout(() => finish("cancel"), CLOSE_GRACE_MS);
    }, POLL_MS);
    window.addEventListener("message", onMessage);
    signal.addEventListener("abort", () => finish("cancel"));
  });
}
