import type { BalancePaymentJson } from "../../balance/balance-payment.schemas.ts";

// The balance page's own calls: the record by token, without retries, and the
// confirmation after PayPal's capture, whose error body carries a message.

export const PAYMENT_PROCESSING_FAILED = "Payment processing failed";

const path = (token: string) => `/api/balance-payment/${encodeURIComponent(token)}`;

/**
 * The record; "expired" for a link past its life (410); null for any other failure: the page
 * then shows "Payment Link Not Found".
 */
export async function fetchBalancePayment(
  token: string,
  signal?: AbortSignal,
): Promise<BalancePaymentJson | "expired" | null> {
  try {
    const res = await fetch(path(token), { credentials: "include", signal });
    if (res.status === 410) return "expired";
    return res.ok ? ((await res.json()) as BalancePaymentJson) : null;
  } catch {
    return null;
  }
}

export type CompleteOutcome = { ok: true; order: BalancePaymentJson } | { ok: false; message: string };

/** `POST /api/balance-payment/{token}/complete { balancePaymentId }`. */
export async function completeBalancePayment(
  token: string,
  balancePaymentId: string,
): Promise<CompleteOutcome> {
  try {
    const res = await fetch(`${path(token)}/complete`, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ balancePaymentId }),
    });
    const body = (await res.json().catch(() => null)) as (BalancePaymentJson & { message?: unknown }) | null;
    if (res.ok && body) return { ok: true, order: body };
    const message =
      typeof body?.message === "string" && body.message ? body.message : PAYMENT_PROCESSING_FAILED;
    return { ok: false, message };
  } catch {
    return { ok: false, message: PAYMENT_PROCESSING_FAILED };
  }
}
