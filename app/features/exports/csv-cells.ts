// One CSV line (RFC 4180) from a row of cells, safe to open in a spreadsheet. Browser-safe and
// pure. csv-stringify is not among the shop's dependencies and a line of CSV is a few rules, so
// they are written here (docs/decisions/020-customers-and-exports.md).

/** A text cell a spreadsheet would run as a formula: =, +, -, @, or a tab or carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell made inert for spreadsheets (OWASP's CSV injection advice): a leading quote makes
 * `=HYPERLINK(…)` plain text. Numbers are written by the shop itself and stay numbers.
 */
export function inertCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A cell as CSV writes it: quoted when it holds a comma, a quote or a line break, quotes doubled. */
function quoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export type CsvCell = string | number | boolean | null | undefined;

/** One line of CSV, ended by CRLF; empty for null, text cells made inert. */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells
    .map((cell) => {
      if (cell === null || cell === undefined) return "";
      if (typeof cell === "string") return quoted(inertCell(cell));
      return String(cell);
    })
    .join(",")}\r\n`;
}
