// Post slugs: generated from the title when blank, unique across posts (the blog service
// numbers a taken slug). The words come from @sindresorhus/slugify; this module adds the
// blog's own rules: at most 80 characters cut between words, and "post" when nothing is left.
import slugifyWords from "@sindresorhus/slugify";

/** What a slug may be: lowercase ASCII words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 80;
/** A title with nothing transliterable (emoji, CJK) still gets a readable address. */
export const FALLBACK_SLUG = "post";

const SLUG_OPTIONS = {
  // A title is words, not code: "iPhone" is "iphone", not "i-phone".
  decamelize: false,
  customReplacements: [
    // An apostrophe joins its word ("O'Neil" is "oneil", not "o-neil").
    ["'", ""],
    ["’", ""],
    ["ʼ", ""],
    ["@", " at "],
    ["+", " plus "],
  ],
} as const satisfies Parameters<typeof slugifyWords>[1];

/** Cuts at a hyphen where possible, so a long title does not end in half a word. */
function truncate(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > max / 2 ? cut.slice(0, lastHyphen) : slug.slice(0, max)).replace(/-+$/, "");
}

/** "Crème Brûlée & Golf!" → "creme-brulee-and-golf"; nothing usable → "post". */
export function slugify(title: string, max = SLUG_MAX_LENGTH): string {
  return truncate(slugifyWords(title, SLUG_OPTIONS), max) || FALLBACK_SLUG;
}

/** The n-th candidate for a base: the base itself, then base-2, base-3 … within the length. */
export function slugCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${truncate(base, SLUG_MAX_LENGTH - suffix.length)}${suffix}`;
}

/** The first candidate of `base` not in `taken`. */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  for (let n = 1; ; n++) {
    const candidate = slugCandidate(base, n);
    if (!used.has(candidate)) return candidate;
  }
}
