import { packagingProblem, parsePackaging } from "./packaging.ts";
import {
  isPinBack,
  isPlating,
  isSize,
  type Packaging,
  PIN_BACKS,
  type PinBack,
  PLATINGS,
  type Plating,
  SIZES,
  type Size,
} from "./pricing-options.ts";
import { isAllowedQuantity, MAX_QUANTITY, MIN_QUANTITY } from "./quote.ts";

// The options a custom order may be placed with,
// checked the same way in the builder and on the server. Strict types: a quantity of "50" or
// 60.5 is refused, never coerced.

export interface CustomOptions {
  quantity: number;
  size: Size;
  plating: Plating;
  pinBack: PinBack;
  packaging: Packaging[];
  rushOrder: boolean;
}

export type CustomOptionField = keyof CustomOptions;

export interface OptionProblem {
  field: CustomOptionField;
  message: string;
}

export type CustomOptionsResult =
  | { ok: true; options: CustomOptions }
  | { ok: false; problems: OptionProblem[] };

export const QUANTITY_MESSAGE = `Quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}`;

const oneOf = (what: string, list: readonly string[]) => `${what} must be one of: ${list.join(", ")}`;

/**
 * The typed options, or every problem found. `packaging` may be a list or the prepared payload's
 * comma-joined string; `rushOrder` may be left out (standard delivery).
 */
export function validateCustomOptions(input: Readonly<Record<string, unknown>>): CustomOptionsResult {
  const { quantity, size, plating, pinBack, rushOrder = false } = input;
  const packaging = parsePackaging(input.packaging);
  const packagingMessage = packagingProblem(input.packaging);
  if (
    isAllowedQuantity(quantity) &&
    isSize(size) &&
    isPlating(plating) &&
    isPinBack(pinBack) &&
    packaging &&
    !packagingMessage &&
    typeof rushOrder === "boolean"
  ) {
    return { ok: true, options: { quantity, size, plating, pinBack, packaging, rushOrder } };
  }
  const problems: OptionProblem[] = [];
  if (!isAllowedQuantity(quantity)) problems.push({ field: "quantity", message: QUANTITY_MESSAGE });
  if (!isSize(size)) problems.push({ field: "size", message: oneOf("Size", SIZES) });
  if (!isPlating(plating)) problems.push({ field: "plating", message: oneOf("Plating", PLATINGS) });
  if (!isPinBack(pinBack)) problems.push({ field: "pinBack", message: oneOf("Pin back", PIN_BACKS) });
  if (packagingMessage) problems.push({ field: "packaging", message: packagingMessage });
  if (typeof rushOrder !== "boolean") {
    problems.push({ field: "rushOrder", message: "Rush order must be true or false" });
  }
  return { ok: false, problems };
}
