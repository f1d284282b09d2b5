import { useSyncExternalStore } from "react";
import { toast } from "../../components/ui/sonner.tsx";
import { ApiError, apiRequest, errorMessage } from "../../lib/api.ts";
import { centsToDollars, dollarsToCents, formatUsd } from "../../lib/money.ts";
import type { DiscountValidationJson } from "../discounts/discounts.schemas.ts";

// The cart drawer's discount: applied after the server validated it
// against the subtotal, removed with its X, checked again whenever the subtotal moves. Only the
// code is kept for the tab (sessionStorage), so the checkout knows it; the server checks it again
// at payment, and a restored code is validated before it is shown.

export const APPLIED_DISCOUNT_KEY = "appliedDiscountCode";

export interface AppliedDiscount {
  /** Uppercased, as the server stores it. */
  code: string;
  amountCents: number;
  /** The subtotal the amount was computed for. */
  subtotalCents: number;
}

export interface DiscountState {
  applied: AppliedDiscount | null;
  validating: boolean;
}

const INITIAL: DiscountState = { applied: null, validating: false };
let state = INITIAL;
const listeners = new Set<() => void>();
/** Bumped by every apply, removal and re-check: an answer that is no longer the latest is dropped. */
let generation = 0;
let restored = false;

function set(patch: Partial<DiscountState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppliedDiscount(): DiscountState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => INITIAL,
  );
}

function storedCode(): string | null {
  try {
    return sessionStorage.getItem(APPLIED_DISCOUNT_KEY);
  } catch {
    return null;
  }
}

function storeCode(code: string | null) {
  try {
    if (code) sessionStorage.setItem(APPLIED_DISCOUNT_KEY, code);
    else sessionStorage.removeItem(APPLIED_DISCOUNT_KEY);
  } catch {
    // Storage can be blocked; the discount then lasts for this page only.
  }
}

type Validation = { valid: true; code: string; amountCents: number } | { valid: false; error: string };

async function validateCode(code: string, subtotalCents: number): Promise<Validation> {
  const res = await apiRequest("POST", "/api/discount-codes/validate", {
    code,
    orderAmount: centsToDollars(subtotalCents),
  });
  const body = (await res.json()) as Partial<DiscountValidationJson>;
  if (body.valid === true) {
    const amountCents = dollarsToCents(body.discountAmount ?? Number.NaN);
    if (amountCents === null) throw new Error("Unreadable discount amount");
    return { valid: true, code: (body.discountCode?.code ?? code).toUpperCase(), amountCents };
  }
  if (body.valid === false) return { valid: false, error: body.error || "This discount code is not valid" };
  throw new Error("Unreadable discount answer");
}

function announceRemoval() {
  toast("Discount Removed", { description: "Discount code has been removed from your order" });
}

/** Applies a typed code; true when applied (the box then clears its input). */
export async function applyDiscountCode(typed: string, subtotalCents: number): Promise<boolean> {
  const code = typed.trim().toUpperCase();
  if (!code) {
    toast.error("Error", { description: "Please enter a discount code" });
    return false;
  }
  const mine = ++generation;
  set({ validating: true });
  try {
    const result = await validateCode(code, subtotalCents);
    if (mine !== generation) return false;
    if (!result.valid) {
      toast.error("Invalid Code", { description: result.error });
      return false;
    }
    set({ applied: { code: result.code, amountCents: result.amountCents, subtotalCents } });
    storeCode(result.code);
    toast.success("Discount Applied", { description: `You saved ${formatUsd(result.amountCents)}!` });
    return true;
  } catch (err) {
    const description =
      err instanceof ApiError && err.status === 429 ? errorMessage(err) : "Failed to validate discount code";
    toast.error("Error", { description });
    return false;
  } finally {
    set({ validating: false });
  }
}

/** The X button. */
export function removeDiscount() {
  generation++;
  set({ applied: null, validating: false });
  storeCode(null);
  announceRemoval();
}

/** After a purchase: the code is spent, nothing to announce. */
export function forgetDiscount() {
  generation++;
  set({ applied: null, validating: false });
  storeCode(null);
}

/** The server refused the total: the next fresh subtotal checks the code again even if unchanged. */
export function markDiscountStale() {
  if (state.applied) set({ applied: { ...state.applied, subtotalCents: -1 } });
}

/**
 * Called with every fresh subtotal: restores the tab's code on the first call, and checks the
 * applied code again when the subtotal moved (its amount may change, or it may stop qualifying).
 */
export async function syncDiscount(subtotalCents: number): Promise<void> {
  let code = state.applied?.code ?? null;
  if (!restored && !code) code = storedCode();
  restored = true;
  if (!code || state.applied?.subtotalCents === subtotalCents) return;
  const mine = ++generation;
  let result: Validation;
  try {
    result = await validateCode(code, subtotalCents);
  } catch {
    // Unreachable now: keep what we had; the server checks the code again at payment anyway.
    if (!state.applied) restored = false;
    return;
  }
  if (mine !== generation) return;
  if (result.valid) {
    set({ applied: { code: result.code, amountCents: result.amountCents, subtotalCents } });
    storeCode(result.code);
    return;
  }
  set({ applied: null });
  storeCode(null);
  announceRemoval();
}
