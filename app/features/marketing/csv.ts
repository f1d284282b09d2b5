// A small RFC 4180 reader for the customer import: quoted fields with doubled quotes,
// separators and line breaks inside quotes, CRLF or LF. Each record carries the line it starts
// on, so an import can tell the admin which row was wrong.

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
  /** Set when the record could not be read (an unclosed quote runs to the end of the file). */
  error?: string;
}

const SEPARATORS = [",", ";", "\t"] as const;

/**
 * The separator of the header line: a comma unless the line has none and has semicolons (a
 * European spreadsheet's export) or tabs.
 */
export function detectSeparator(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  return SEPARATORS.find((s) => firstLine.includes(s)) ?? ",";
}

/** Reads records one at a time, so a large file never becomes one big array of arrays. */
export function* readCsv(text: string, separator = detectSeparator(text)): Generator<CsvRecord> {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let line = 1;
  let i = 0;
  while (i < input.length) {
    const start = line;
    const fields: string[] = [];
    let field = "";
    let quoted = false;
    let atFieldStart = true;
    let ended = false;
    while (i < input.length && !ended) {
      const ch = input[i]!;
      if (quoted) {
        if (ch === '"' && input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        if (ch === '"') quoted = false;
        else {
          if (ch === "\n") line++;
          field += ch;
        }
        i++;
        continue;
      }
      if (ch === '"' && atFieldStart) {
        quoted = true;
        atFieldStart = false;
      } else if (ch === separator) {
        fields.push(field);
        field = "";
        atFieldStart = true;
      } else if (ch === "\n" || ch === "\r") {
        if (ch === "\r" && input[i + 1] === "\n") i++;
        line++;
        ended = true;
      } else {
        field += ch;
        atFieldStart = false;
      }
      i++;
    }
    fields.push(field);
    if (quoted) {
      yield { line: start, fields, error: "A quoted field is never closed" };
      return;
    }
    yield { line: start, fields };
  }
}

/** A record with nothing but empty fields: a blank line, or a spreadsheet's row of separators. */
export const isBlankRecord = (record: CsvRecord) => record.fields.every((f) => f.trim() === "");
