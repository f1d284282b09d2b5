// A CSV download written as it is read: the body pulls one batch of rows at a time from the
// database (keyset pages), so only a batch is ever in memory, however long the file.
import { type CsvCell, csvLine, csvLines } from "./csv-cells.ts";

/**
 * A byte stream of the header and then every batch the source yields. The next batch is read
 * only when the client has taken the last one (the stream's `pull`), so a slow download holds
 * back the database rather than filling memory.
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<CsvCell[][]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        // A byte-order mark, so a spreadsheet reads names with accents as UTF-8.
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`));
      },
      async pull(controller) {
        const next = await iterator.next();
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(csvLines(next.value)));
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    { highWaterMark: 1 },
  );
}

/** The headers of a CSV attachment named `fileName`, never cached. */
export function csvHeaders(fileName: string): Record<string, string> {
  return {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  };
}
