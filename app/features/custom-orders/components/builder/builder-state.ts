import {
  DEFAULT_PIN_BACK,
  DEFAULT_PLATING,
  DEFAULT_QUANTITY,
  DEFAULT_SIZE,
  JUST_PINS,
  type Packaging,
  type PinBack,
  type Plating,
  type Size,
} from "../../../pricing/index.ts";

// The builder's state and the step rules (docs/product-rules.md#builder). Pure, so the rules are
// tested without a browser.

export const STEP_TITLES = [
  "Choose Quantity",
  "Pin Specifications",
  "Packaging & Delivery",
  "Upload Design & Details",
  "Review & Order",
] as const;
export type Step = 1 | 2 | 3 | 4 | 5;
export const LAST_STEP: Step = 5;

/** A promo code the server accepted, and the order amount it was worked out on. */
export interface AppliedPromo {
  code: string;
  amountCents: number;
  orderAmountCents: number;
}

export interface BuilderState {
  currentStep: Step;
  quantity: number;
  size: Size | null;
  plating: Plating | null;
  pinBack: PinBack | null;
  packaging: Packaging[];
  rushOrder: boolean;
  /** The day the pins are needed by (YYYY-MM-DD), or "" when the shopper has not said. */
  inHandsDate: string;
  customerName: string;
  customerEmail: string;
  /** What the shopper typed in the promo field. */
  promoCode: string;
  appliedDiscount: AppliedPromo | null;
}

/** The builder starts at 50 silver, 1-inch pins with rubber backs, loose, standard delivery. */
export const INITIAL_STATE: BuilderState = {
  currentStep: 1,
  quantity: DEFAULT_QUANTITY,
  size: DEFAULT_SIZE,
  plating: DEFAULT_PLATING,
  pinBack: DEFAULT_PIN_BACK,
  packaging: [JUST_PINS],
  rushOrder: false,
  inHandsDate: "",
  customerName: "",
  customerEmail: "",
  promoCode: "",
  appliedDiscount: null,
};

/** A loose e-mail check for enabling Next; the server checks it properly. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim()) && value.trim().length <= 254;
}

/** What each step needs before Next is enabled. Step 5 is always valid. */
export function isStepValid(step: Step, state: BuilderState, hasLogo: boolean): boolean {
  switch (step) {
    case 1:
      return Number.isInteger(state.quantity) && state.quantity >= 50;
    case 2:
      return state.size !== null && state.plating !== null && state.pinBack !== null;
    case 3:
      return state.packaging.length > 0;
    case 4:
      return hasLogo && state.customerName.trim() !== "" && isEmail(state.customerEmail);
    case 5:
      return true;
  }
}

export function clampStep(step: number): Step {
  return Math.min(Math.max(Math.trunc(step) || 1, 1), LAST_STEP) as Step;
}
