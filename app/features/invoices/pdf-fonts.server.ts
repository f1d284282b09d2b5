// The fonts the invoice embeds, so that any customer's name prints as they wrote it: Noto Sans
// (Latin, Greek, Cyrillic, Vietnamese), Noto Sans SC (Chinese characters and Japanese kana) and
// Noto Sans KR (Hangul), each in its regular and bold weight; the shop's name in Fraunces, the
// site's display face. pdfkit embeds only the letters a document uses (an invoice stays a few
// tens of kilobytes: docs/decisions/025-any-name-any-country.md).
//
// The CJK files are about 10 MB each, so every file is read once per process, the first time a
// document needs it (asynchronously), parsed once, and shared by every later document. Parsing a
// font's layout tables the first time costs up to a few hundred milliseconds of CPU, once per
// process; a font is readied one at a time, between turns of the event loop.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { setImmediate } from "node:timers/promises";
import { create, type Font } from "fontkit";

type Weight = "regular" | "bold";

/** Where each font file is, by npm package; a family is tried only for letters the ones before it lack. */
const FAMILIES: { files: Record<Weight, string>; sample: string }[] = [
  {
    files: {
      regular: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
      bold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
    },
    sample: "Invoice 0123 Łódź Дмитрий Γιώργος",
  },
  {
    files: {
      regular: "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
      bold: "@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf",
    },
    sample: "山田やまだ",
  },
  {
    files: {
      regular: "@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf",
      bold: "@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf",
    },
    sample: "김민준",
  },
];

/** The shop's name: Fraunces SemiBold, its Latin and Latin Extended halves. */
const BRAND_FILES = [
  "@fontsource/fraunces/files/fraunces-latin-600-normal.woff",
  "@fontsource/fraunces/files/fraunces-latin-ext-600-normal.woff",
];

const loaded = new Map<string, Promise<Font>>();

/** The font in that file, read and readied once per process; a failed read is tried again next time. */
function font(file: string, sample: string): Promise<Font> {
  let found = loaded.get(file);
  if (!found) {
    found = (async () => {
      const bytes = await readFile(createRequire(import.meta.url).resolve(file));
      const parsed = create(bytes) as Font;
      // The first layout parses the font's substitution and positioning tables.
      parsed.layout(sample);
      await setImmediate();
      return parsed;
    })();
    found.catch(() => loaded.delete(file));
    loaded.set(file, found);
  }
  return found;
}

/** The font chains a document is set in, each tried first to last for every letter. */
export interface PdfFonts {
  regular: Font[];
  bold: Font[];
  /** The shop's name: its display face, then the bold chain. */
  brand: Font[];
}

/** Code points of `text` that none of `fonts` has. */
const missing = (text: string, fonts: Font[]) =>
  [...new Set(text)].filter((char) => {
    const codePoint = char.codePointAt(0) ?? 0;
    return codePoint > 0x20 && !fonts.some((f) => f.hasGlyphForCodePoint(codePoint));
  });

/**
 * The fonts for a document whose every word is in `text`: Noto Sans always, and a CJK family
 * only when the text has letters the families before it lack.
 */
export async function pdfFonts(text: string): Promise<PdfFonts> {
  const fonts: PdfFonts = { regular: [], bold: [], brand: [] };
  for (const file of BRAND_FILES) fonts.brand.push(await font(file, "Fairway Pin Co."));
  for (const [i, family] of FAMILIES.entries()) {
    if (i > 0 && missing(text, fonts.regular).length === 0) break;
    fonts.regular.push(await font(family.files.regular, family.sample));
    fonts.bold.push(await font(family.files.bold, family.sample));
  }
  fonts.brand.push(...fonts.bold);
  return fonts;
}
