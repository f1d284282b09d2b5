import {
  isAllowedQuantity,
  isPinBack,
  isPlating,
  isSize,
  packagingProblem,
  parsePackaging,
} from "../../../pricing/index.ts";
import { isCalendarDate, localDate } from "../../in-hands-date.ts";
import { type AppliedPromo, type BuilderState, clampStep, INITIAL_STATE } from "./builder-state.ts";

// The builder's draft in localStorage: every
// field but the logo file, restored only when under 7 days old. A draft with a
// value this version no longer knows keeps the default for that value.

export const DRAFT_KEY = "customPinDraft";
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface BuilderDraft extends BuilderState {
  timestamp: number;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function saveDraft(state: BuilderState, now = Date.now()): void {
  const draft: BuilderDraft = { ...state, timestamp: now };
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled (private mode): the builder works without a draft.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

const text = (value: unknown, max: number) => (typeof value === "string" ? value.slice(0, max) : "");

function promo(value: unknown): AppliedPromo | null {
  if (!value || typeof value !== "object") return null;
  const { code, amountCents, orderAmountCents } = value as Record<string, unknown>;
  const cents = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;
  if (typeof code !== "string" || !code || !cents(amountCents) || !cents(orderAmountCents)) return null;
  return { code, amountCents, orderAmountCents };
}

/** A saved in-hands date, unless it has passed since (the shopper's own calendar). */
function inHandsDate(value: unknown, now: number): string {
  return isCalendarDate(value) && value >= localDate(new Date(now)) ? value : "";
}

/** The saved state, or null when there is none, it is unreadable, or 7 days old (then removed). */
export function readDraft(now = Date.now()): BuilderState | null {
  let raw: unknown;
  try {
    const json = storage()?.getItem(DRAFT_KEY);
    if (!json) return null;
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== "object") return null;
  const draft = raw as Record<string, unknown>;
  const age = typeof draft.timestamp === "number" ? now - draft.timestamp : Number.NaN;
  if (!(age >= 0 && age < DRAFT_MAX_AGE_MS)) {
    clearDraft();
    return null;
  }
  const packaging = packagingProblem(draft.packaging) ? undefined : parsePackaging(draft.packaging);
  return {
    currentStep: clampStep(Number(draft.currentStep)),
    quantity: isAllowedQuantity(draft.quantity) ? draft.quantity : INITIAL_STATE.quantity,
    size: isSize(draft.size) ? draft.size : INITIAL_STATE.size,
    plating: isPlating(draft.plating) ? draft.plating : INITIAL_STATE.plating,
    pinBack: isPinBack(draft.pinBack) ? draft.pinBack : INITIAL_STATE.pinBack,
    packaging: packaging ?? INITIAL_STATE.packaging,
    rushOrder: draft.rushOrder === true,
    inHandsDate: inHandsDate(draft.inHandsDate, now),
    customerName: text(draft.customerName, 120),
    customerEmail: text(draft.customerEmail, 254),
    promoCode: text(draft.promoCode, 64),
    appliedDiscount: promo(draft.appliedDiscount),
  };
}
