import { centsToDollars, dollarsToCents } from "../../../../lib/money.ts";
import type { CustomOptions, CustomOrderQuote } from "../../../pricing/index.ts";
import type { PreparedOrderJson } from "../../custom-orders.schemas.ts";
import type { BuilderState } from "./builder-state.ts";

// Placing the order: `POST /api/custom-orders/prepare` as
// multipart with the logo and the prepared payload, the first-time-customer check, and the
// confetti that greets one.

export const PREPARE_FAILED = "Failed to prepare order. Please try again.";
export const CONFETTI_PIECES = 50;
export const CONFETTI_MS = 3000;
export const FIRST_ORDER_PAUSE_MS = 2000;

/**
 * The prepared custom order (docs/product-rules.md#records): options, the figures the shopper saw,
 * and the contact.
 */
export function preparePayload(state: BuilderState, options: CustomOptions, quote: CustomOrderQuote) {
  return {
    quantity: options.quantity,
    size: options.size,
    plating: options.plating,
    pinBack: options.pinBack,
    packaging: options.packaging.join(","),
    rushOrder: options.rushOrder,
    rushOrderFee: centsToDollars(quote.rushFeeCents),
    pricePerPin: centsToDollars(quote.pricePerPinCents),
    totalPrice: centsToDollars(quote.totalCents),
    depositAmount: centsToDollars(quote.depositCents),
    remainingBalance: centsToDollars(quote.balanceCents),
    customerName: state.customerName.trim(),
    customerEmail: state.customerEmail.trim(),
    promoCode: state.appliedDiscount?.code ?? null,
    discountAmount: centsToDollars(quote.discountCents),
    inHandsDate: state.inHandsDate || null,
  };
}

export type PrepareResult =
  | { kind: "prepared"; order: PreparedOrderJson }
  /** 409: the server's figures differ (`discountCents` is its discount), or `field` cannot be had. */
  | { kind: "changed"; message: string; discountCents: number | null; field: string | null }
  | { kind: "failed"; message: string };

async function jsonOf(res: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await res.json();
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function prepareOrder(
  payload: ReturnType<typeof preparePayload>,
  logo: File,
): Promise<PrepareResult> {
  const form = new FormData();
  form.append("logo", logo, logo.name);
  form.append("orderData", JSON.stringify(payload));
  let res: Response;
  try {
    res = await fetch("/api/custom-orders/prepare", { method: "POST", body: form, credentials: "include" });
  } catch {
    return { kind: "failed", message: PREPARE_FAILED };
  }
  const body = await jsonOf(res);
  if (res.ok && typeof body.id === "number" && typeof body.checkoutToken === "string") {
    return { kind: "prepared", order: body as unknown as PreparedOrderJson };
  }
  const message = typeof body.message === "string" && body.message ? body.message : PREPARE_FAILED;
  if (res.status === 409) {
    const discount = body.discountAmount;
    return {
      kind: "changed",
      message,
      discountCents:
        typeof discount === "number" || typeof discount === "string" ? dollarsToCents(discount) : null,
      field: typeof body.field === "string" ? body.field : null,
    };
  }
  // A file or a field the server refused says what to fix; anything else is PREPARE_FAILED.
  const specific = res.status === 400 || res.status === 413 || res.status === 422;
  return { kind: "failed", message: specific ? message : PREPARE_FAILED };
}

/** Signed in, with no earlier custom orders. A failed check means no confetti. */
export async function isFirstTimeCustomer(signedIn: boolean): Promise<boolean> {
  if (!signedIn) return false;
  try {
    const res = await fetch("/api/custom-orders/user-orders", { credentials: "include" });
    if (!res.ok) return false;
    const list: unknown = await res.json();
    return Array.isArray(list) && list.length === 0;
  } catch {
    return false;
  }
}

/**
 * 50 pieces for 3 s, fired and left to fall; loaded on demand so it stays out of the
 * page's first script.
 */
export async function celebrate(): Promise<void> {
  try {
    const { default: confetti } = await import("canvas-confetti");
    // Our own canvas, hidden from assistive technology: the library's own is a bare element
    // outside every landmark while the pieces fall.
    const canvas = document.createElement("canvas");
    canvas.setAttribute("aria-hidden", "true");
    canvas.style.cssText = "position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:100";
    document.body.append(canvas);
    const fire = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
    const falling = fire({
      particleCount: CONFETTI_PIECES,
      spread: 75,
      origin: { y: 0.6 },
      ticks: Math.round((CONFETTI_MS / 1000) * 60),
      colors: ["#1f6b45", "#d4a93c", "#f5efe0", "#2f855a"],
    });
    void Promise.resolve(falling).finally(() => canvas.remove());
  } catch {
    // No canvas (or the script failed to load): the order goes on without the celebration.
  }
}

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Prepares the order; a first-time customer's is greeted with confetti and a 2 s pause before
 * the checkout opens.
 */
export async function placeOrder(
  state: BuilderState,
  options: CustomOptions,
  quote: CustomOrderQuote,
  logo: File,
  signedIn: boolean,
): Promise<PrepareResult> {
  const firstTime = isFirstTimeCustomer(signedIn);
  const result = await prepareOrder(preparePayload(state, options, quote), logo);
  if (result.kind === "prepared" && (await firstTime)) {
    void celebrate();
    await pause(FIRST_ORDER_PAUSE_MS);
  }
  return result;
}
