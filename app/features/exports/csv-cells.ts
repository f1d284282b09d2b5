// CSV (RFC 4180, CRLF line ends) from rows of cells, safe to open in a spreadsheet. The quoting is
// csv-stringify's; what is ours is the cell rule below (docs/decisions/020-customers-and-exports.md).
import { stringify } from "csv-stringify/sync";

/** A text cell a spreadsheet would run as a formula: =, +, -, @, or a tab or carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell made inert for spreadsheets (OWASP's CSV injection advice): a leading quote makes
 * `=HYPERLINK(…)` plain text. Numbers are written by the shop itself and stay numbers.
 */
export function inertCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export type CsvCell = string | number | boolean | null | undefined;

const OPTIONS = {
  record_delimiter: "windows",
  // Any line break inside a cell is quoted, not only a whole CRLF, so every reader keeps the row.
  quoted_match: /[\r\n]/,
  // Booleans as words (csv-stringify's default writes true as 1 and false as an empty cell).
  cast: { string: inertCell, boolean: (value: boolean) => String(value) },
} as const;

/** Lines of CSV, each ended by CRLF; empty cells for null, text cells made inert. */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  return rows.length === 0 ? "" : stringify(rows as CsvCell[][], OPTIONS);
}

/** One line of CSV. */
export const csvLine = (cells: readonly CsvCell[]): string => csvLines([cells]);
