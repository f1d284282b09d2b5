// Post slugs: generated from the title when blank, unique across posts. Browser-safe, so the
// editor's hint and the server agree. See docs/decisions.md "Blog slugs".

/** What a slug may be: lowercase ASCII words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 80;
/** A title with nothing transliterable (emoji, CJK) still gets a readable address. */
export const FALLBACK_SLUG = "post";

/** "a:b c:d" → { a: "b", c: "d" }; keeps the tables below to a line or two each. */
const table = (pairs: string): Record<string, string> =>
  Object.fromEntries(pairs.split(" ").map((pair) => pair.split(":") as [string, string]));

// Letters NFKD does not break into an ASCII base letter plus marks, then Russian/Ukrainian
// (a simplified BGN/PCGN) and Greek; other scripts fall back to FALLBACK_SLUG.
const LATIN = table("ß:ss æ:ae ø:o œ:oe đ:d ð:d ł:l þ:th ı:i ħ:h ŧ:t ŋ:ng");
const CYRILLIC = table(
  "а:a б:b в:v г:g ґ:g д:d е:e ё:e є:ye ж:zh з:z и:i і:i ї:yi й:y к:k л:l м:m н:n о:o п:p р:r с:s т:t у:u ф:f х:kh ц:ts ч:ch ш:sh щ:shch ъ: ы:y ь: э:e ю:yu я:ya",
);
const GREEK = table(
  "α:a β:v γ:g δ:d ε:e ζ:z η:i θ:th ι:i κ:k λ:l μ:m ν:n ξ:x ο:o π:p ρ:r σ:s ς:s τ:t υ:y φ:f χ:ch ψ:ps ω:o",
);
const WORDS: Record<string, string> = { "&": " and ", "@": " at ", "+": " plus " };

const mapLetters = (text: string) =>
  Array.from(text)
    .map((ch) => LATIN[ch] ?? CYRILLIC[ch] ?? GREEK[ch] ?? WORDS[ch] ?? ch)
    .join("");

function transliterate(text: string): string {
  // Whole letters first (NFC "й" is "y", not "i" plus a breve), then accents are split off and
  // dropped, then the letters they sat on ("ά" → "α" → "a").
  const whole = mapLetters(text.normalize("NFC").toLowerCase());
  return mapLetters(whole.normalize("NFKD").replace(/\p{M}/gu, ""));
}

/** Cuts at a hyphen where possible, so a long title does not end in half a word. */
function truncate(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > max / 2 ? cut.slice(0, lastHyphen) : slug.slice(0, max)).replace(/-+$/, "");
}

/** "Crème Brûlée & Golf!" → "creme-brulee-and-golf"; nothing usable → "post". */
export function slugify(title: string, max = SLUG_MAX_LENGTH): string {
  const slug = transliterate(title)
    // An apostrophe joins its word ("Don't" is "dont", not "don-t").
    .replace(/['’ʼ]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return truncate(slug, max) || FALLBACK_SLUG;
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
