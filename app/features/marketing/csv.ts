// Reads the customer import's CSV with csv-parse (RFC 4180: quoted fields with doubled quotes,
// separators and line breaks inside quotes). Each record carries the line it starts on, so an
// import can tell the admin which row was wrong.
import { type Info, parse } from "csv-parse";

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
  /** Set when the record could not be read (an unclosed quote runs to the end of the file). */
  error?: string;
}

const SEPARATORS = [",", ";", "\t"] as const;
const QUOTE_NOT_CLOSED = "A quoted field is never closed";
const UNREADABLE = "This line is not valid CSV";

/**
 * The separator of the header line: a comma unless the line has none and has semicolons (a
 * European spreadsheet's export) or tabs.
 */
export function detectSeparator(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  return SEPARATORS.find((s) => firstLine.includes(s)) ?? ",";
}

interface Skipped {
  /** The line csv-parse stopped reading the record on. */
  endLine: number;
  reason: string;
}

/**
 * Reads records one at a time, so a large file never becomes one big array of arrays. Blank
 * lines come through as records of one empty field; a record that cannot be read comes through
 * with its `error`, in its place among the others.
 */
export async function* readCsv(text: string, separator = detectSeparator(text)): AsyncGenerator<CsvRecord> {
  const skipped: Skipped[] = [];
  // csv-parse counts a CRLF inside a quoted field as two lines; one kind of line break keeps the
  // line numbers right.
  const parser = parse(text.replace(/\r\n?/g, "\n"), {
    bom: true,
    delimiter: separator,
    record_delimiter: "\n",
    relax_column_count: true,
    relax_quotes: true,
    info: true,
    skip_records_with_error: true,
    on_skip: (error) => {
      skipped.push({
        endLine: typeof error?.lines === "number" ? error.lines : Number.POSITIVE_INFINITY,
        reason: error?.code === "CSV_QUOTE_NOT_CLOSED" ? QUOTE_NOT_CLOSED : UNREADABLE,
      });
    },
  });
  // Records are contiguous, so each starts on the line after the one before ended.
  let nextLine = 1;
  const failure = ({ endLine, reason }: Skipped): CsvRecord => {
    const record = { line: nextLine, fields: [], error: reason };
    nextLine = endLine + 1;
    return record;
  };
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: Info }>) {
    while (skipped.length > 0 && skipped[0]!.endLine < info.lines) yield failure(skipped.shift()!);
    yield { line: nextLine, fields: record };
    nextLine = info.lines + 1;
  }
  for (const skip of skipped) yield failure(skip);
}

/** A record with nothing but empty fields: a blank line, or a spreadsheet's row of separators. */
export const isBlankRecord = (record: CsvRecord) => record.fields.every((f) => f.trim() === "");
