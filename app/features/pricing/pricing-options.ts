// The custom-pin option lists and their per-pin surcharges
// (docs/product-rules.md#quantities-and-prices). This is the only copy of these tables; the
// builder, cart drawer, checkout, server and e-mails import it.

export const SIZES = ["0.75inch", "1inch", "1.25inch", "1.5inch"] as const;
export type Size = (typeof SIZES)[number];

export const PLATINGS = ["silver", "gold", "bronze", "black-nickel"] as const;
export type Plating = (typeof PLATINGS)[number];

export const PIN_BACKS = ["rubber", "butterfly", "locking"] as const;
export type PinBack = (typeof PIN_BACKS)[number];

export const PACKAGING = ["just-pins", "individual-bags", "backer-cards", "barcode-labels"] as const;
export type Packaging = (typeof PACKAGING)[number];

/** The builder's base is "silver, 1 inch"; rubber backs and loose pins add nothing. */
export const DEFAULT_SIZE: Size = "1inch";
export const DEFAULT_PLATING: Plating = "silver";
export const DEFAULT_PIN_BACK: PinBack = "rubber";
export const JUST_PINS = "just-pins" satisfies Packaging;

export const SIZE_LABELS: Record<Size, string> = {
  "0.75inch": "0.75 inch",
  "1inch": "1 inch",
  "1.25inch": "1.25 inch",
  "1.5inch": "1.5 inch",
};

export const PLATING_LABELS: Record<Plating, string> = {
  silver: "Silver",
  gold: "Gold",
  bronze: "Bronze",
  "black-nickel": "Black Nickel",
};

export const PIN_BACK_LABELS: Record<PinBack, string> = {
  rubber: "Rubber clutch",
  butterfly: "Butterfly clutch",
  locking: "Locking pin back",
};

export const PACKAGING_LABELS: Record<Packaging, string> = {
  "just-pins": "Just pins",
  "individual-bags": "Individual poly bags",
  "backer-cards": "Backer cards",
  "barcode-labels": "Barcode labels",
};

/** Size: only 1.5 inch costs more (+$0.50), in the builder and the cart drawer alike. */
export const SIZE_SURCHARGE_CENTS: Record<Size, number> = {
  "0.75inch": 0,
  "1inch": 0,
  "1.25inch": 0,
  "1.5inch": 50,
};

/** Plating, per pin: silver 0, gold +$0.25, bronze +$0.15, black-nickel +$0.35. */
export const PLATING_SURCHARGE_CENTS: Record<Plating, number> = {
  silver: 0,
  gold: 25,
  bronze: 15,
  "black-nickel": 35,
};

/** Back ("attachment" in the cart drawer), per pin: rubber 0, butterfly +$0.05, locking +$0.15. */
export const PIN_BACK_SURCHARGE_CENTS: Record<PinBack, number> = {
  rubber: 0,
  butterfly: 5,
  locking: 15,
};

/** Packaging, per pin; options add up (bags + backer cards + labels). */
export const PACKAGING_SURCHARGE_CENTS: Record<Packaging, number> = {
  "just-pins": 0,
  "individual-bags": 10,
  "backer-cards": 10,
  "barcode-labels": 5,
};

/** `plastic-packaging` (the cart-drawer helper's name) is an old name of individual-bags. */
const PACKAGING_ALIASES: ReadonlyMap<string, Packaging> = new Map([["plastic-packaging", "individual-bags"]]);

function member<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (list as readonly string[]).includes(value);
}

export const isSize = (value: unknown): value is Size => member(SIZES, value);
export const isPlating = (value: unknown): value is Plating => member(PLATINGS, value);
export const isPinBack = (value: unknown): value is PinBack => member(PIN_BACKS, value);

/** A packaging value by its current or old name, or undefined when unknown. */
export function normalizePackagingOption(value: unknown): Packaging | undefined {
  if (typeof value !== "string") return undefined;
  const name = PACKAGING_ALIASES.get(value) ?? value;
  return member(PACKAGING, name) ? name : undefined;
}
