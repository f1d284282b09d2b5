import { JUST_PINS, normalizePackagingOption, PACKAGING, type Packaging } from "./pricing-options.ts";

// The packaging choice rules (docs/product-rules.md#packaging-choices), shared by the builder's checkboxes,
// the server's validation and the price: "just-pins" means no extras, so it never sits beside
// another option.

function canonical(list: Iterable<Packaging>): Packaging[] {
  const chosen = new Set(list);
  return PACKAGING.filter((option) => chosen.has(option));
}

/**
 * The builder's checkbox rule: choosing just-pins clears the others, choosing
 * another option removes just-pins, and unchecking the last option reverts to just-pins.
 * Unknown values are dropped; old names are read as their current ones.
 */
export function togglePackaging(current: readonly string[], option: string, checked: boolean): Packaging[] {
  const list = canonical(current.map(normalizePackagingOption).filter((p) => p !== undefined));
  const value = normalizePackagingOption(option);
  if (value === undefined) return list.length > 0 ? list : [JUST_PINS];
  if (checked) {
    if (value === JUST_PINS) return [JUST_PINS];
    return canonical([...list.filter((p) => p !== JUST_PINS), value]);
  }
  const rest = list.filter((p) => p !== value);
  return rest.length > 0 ? rest : [JUST_PINS];
}

/**
 * Packaging as a list of known values, from a list or the prepared payload's comma-joined
 * string; old names are read as current ones, duplicates merged. Undefined when a
 * value is unknown or the shape is wrong.
 */
export function parsePackaging(value: unknown): Packaging[] | undefined {
  const raw = typeof value === "string" ? value.split(",").map((part) => part.trim()) : value;
  if (!Array.isArray(raw)) return undefined;
  const list: Packaging[] = [];
  for (const item of raw) {
    const option = normalizePackagingOption(item);
    if (option === undefined) return undefined;
    list.push(option);
  }
  return canonical(list);
}

/**
 * What is priced: the price ignores extras when just-pins is among
 * them, and no choice at all means loose pins.
 */
export function effectivePackaging(list: readonly Packaging[]): Packaging[] {
  if (list.length === 0 || list.includes(JUST_PINS)) return [JUST_PINS];
  return canonical(list);
}

/** Why a packaging choice cannot be ordered, or undefined when it can (step 3). */
export function packagingProblem(value: unknown): string | undefined {
  const list = parsePackaging(value);
  if (list === undefined) return `Packaging must be among: ${PACKAGING.join(", ")}`;
  if (list.length === 0) return "Choose at least one packaging option";
  if (list.includes(JUST_PINS) && list.length > 1) return "Just pins cannot be combined with other packaging";
  return undefined;
}
