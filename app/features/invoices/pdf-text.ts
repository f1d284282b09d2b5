// The invoice is set in the PDF standard fonts (Helvetica), which every reader has and which keep
// the file small, but which hold only the Windows-1252 ("WinAnsi") characters: Latin letters with
// their accents, and the usual punctuation. Anything else would print as the wrong glyphs, so it
// is written without its accent when that makes it printable (ő → o), and as "?" otherwise (a
// letter such as ł, which has no separate accent, or another script).

/** The characters of Windows-1252 beyond Latin-1 (0x80–0x9F). */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

const printable = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

/** The text as the standard fonts can print it; tabs become spaces, line breaks stay. */
export function pdfText(text: string): string {
  let out = "";
  for (const char of text.replace(/\r\n?/g, "\n").replace(/\t/g, " ")) {
    if (char === "\n" || printable(char)) {
      out += char;
      continue;
    }
    const bare = char.normalize("NFKD").replace(/\p{M}/gu, "");
    out += bare !== "" && [...bare].every(printable) ? bare : "?";
  }
  return out;
}
