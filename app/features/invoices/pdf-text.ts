// How text is laid out on the invoice, whatever script a customer writes their name in. The
// invoice embeds a chain of fonts (Latin, Greek and Cyrillic first, then Chinese and Japanese,
// then Korean): each letter is set in the first font of the chain that has it, so "Łukasz 山田"
// is one run in the Latin font and one in the CJK font. Lines are broken here too, because
// pdfkit wraps a text in one font only. Pure: the fonts are asked through the callbacks.

/** The text as the invoice prints it: composed (NFC), tabs as spaces, no other control characters. */
export function pdfText(text: string): string {
  return (
    text
      .normalize("NFC")
      .replace(/\r\n?/g, "\n")
      .replace(/\t/g, " ")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it drops
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, "")
  );
}

/** A stretch of text set in one font of the chain (its index). */
export interface FontRun {
  text: string;
  font: number;
}

/** Spaces, digits, punctuation and accents: any script's, so they stay in the run they are in. */
const NEUTRAL = /^[\s\p{Script=Common}\p{Script=Inherited}]$/u;

/**
 * The text cut into runs, each in the first of `fonts` fonts that `has` the letter. A character
 * no font has stays in the run it is in (its font prints its missing-glyph box).
 */
export function fontRuns(
  text: string,
  fonts: number,
  has: (font: number, codePoint: number) => boolean,
): FontRun[] {
  const runs: FontRun[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    if (last && NEUTRAL.test(char) && has(last.font, codePoint)) {
      last.text += char;
      continue;
    }
    let font = 0;
    while (font < fonts && !has(font, codePoint)) font++;
    if (font === fonts) font = last?.font ?? 0;
    if (last?.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}

/** Han and kana may break between any two characters; other scripts break at spaces. */
const PIECE =
  /\s+|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;

/** Cuts a piece wider than the line between characters, as pdfkit did. */
function cut(piece: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let chars = [...piece];
  while (chars.length > 1 && measure(chars.join("")) > width) {
    let fit = 1;
    while (fit < chars.length - 1 && measure(chars.slice(0, fit + 1).join("")) <= width) fit++;
    lines.push(chars.slice(0, fit).join(""));
    chars = chars.slice(fit);
  }
  return [...lines, chars.join("")];
}

/** The lines `text` takes in `width` points; `measure` answers a string's width. */
export function wrapLines(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const piece of paragraph.match(PIECE) ?? []) {
      const blank = piece.trim() === "";
      if (blank && line === "") continue;
      if (blank || measure(line + piece) <= width) {
        line += piece;
        continue;
      }
      if (line !== "") lines.push(line.trimEnd());
      const parts = cut(piece, width, measure);
      lines.push(...parts.slice(0, -1));
      line = parts.at(-1) ?? "";
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
