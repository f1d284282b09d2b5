// `POST /api/import-customers`: a CSV file of customers, or with no file the
// customers of past orders. Rows go in batches of upserts, so 10,000 rows take a handful of
// statements and importing the same file again adds nobody.
import { ne } from "drizzle-orm";
import { z } from "zod";
import { customOrders, orders } from "../../../db/schema.ts";
import { recordAudit } from "../../lib/audit.server.ts";
import { db, type Tx } from "../../lib/db.server.ts";
import { AppError, invalid } from "../../lib/errors.server.ts";
import { isBlankRecord, readCsv } from "./csv.ts";
import { type NewCustomer, upsertCustomers } from "./customers.server.ts";
import { checkRow, findColumns, MAX_NAME_LENGTH, MISSING_EMAIL_COLUMN } from "./import-rows.ts";
import {
  IMPORT_ERRORS_SHOWN,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE,
  type ImportResultJson,
} from "./marketing.schemas.ts";

const BATCH_SIZE = 1000;
export const EMPTY_FILE = "The file is empty. Choose a CSV file with a header row and one customer per line.";
export const NOT_TEXT = "This is not a CSV file. Export the list from your spreadsheet as CSV and try again.";

/** Counts rows as they are read and sends the new ones in batches. */
class ImportTally {
  readonly result: ImportResultJson;
  private readonly seen = new Set<string>();
  private batch: NewCustomer[] = [];
  private readonly customerSource: string;
  private readonly tx: Tx;

  constructor(tx: Tx, source: ImportResultJson["source"], customerSource: string) {
    this.tx = tx;
    this.customerSource = customerSource;
    this.result = { source, imported: 0, skipped: 0, duplicates: 0, updated: 0, errors: [], errorCount: 0 };
  }

  reject(line: number, reason: string) {
    this.result.skipped++;
    this.result.errorCount++;
    if (this.result.errors.length < IMPORT_ERRORS_SHOWN) this.result.errors.push({ line, reason });
  }

  async add(row: NewCustomer) {
    if (this.seen.has(row.email)) {
      this.result.duplicates++;
      return;
    }
    this.seen.add(row.email);
    this.batch.push(row);
    if (this.batch.length >= BATCH_SIZE) await this.flush();
  }

  /** The last batch, and the import's one audit row with what it did. */
  async finish(): Promise<ImportResultJson> {
    await this.flush();
    const { errors: _listed, ...counts } = this.result;
    await recordAudit(this.tx, {
      action: "customers.import",
      entity: "customers",
      entityId: null,
      after: counts,
    });
    return this.result;
  }

  private async flush() {
    const rows = this.batch;
    this.batch = [];
    const { inserted, updated } = await upsertCustomers(this.tx, rows, this.customerSource);
    this.result.imported += inserted;
    this.result.updated += updated;
    this.result.duplicates += rows.length - inserted;
  }
}

/** UTF-8 as spreadsheets export it today; Windows-1252 for an older Excel's "CSV". */
function decode(bytes: Uint8Array): string {
  if (bytes.subarray(0, 8192).includes(0)) throw invalid(NOT_TEXT);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

export async function importCustomersFromCsv(file: File): Promise<ImportResultJson> {
  if (file.size > IMPORT_MAX_BYTES) throw new AppError("payload_too_large", IMPORT_TOO_LARGE);
  const records = readCsv(decode(new Uint8Array(await file.arrayBuffer())));
  let header = await records.next();
  while (!header.done && isBlankRecord(header.value)) header = await records.next();
  if (header.done) throw invalid(EMPTY_FILE);
  const columns = findColumns(header.value.fields);
  if (!columns) throw invalid(MISSING_EMAIL_COLUMN);
  // One transaction: an import that fails half way adds nobody, and its audit row goes with it.
  return db().transaction(async (tx) => {
    const tally = new ImportTally(tx, "file", "import");
    for await (const record of records) {
      if (record.error) tally.reject(record.line, record.error);
      else if (!isBlankRecord(record)) {
        const check = checkRow(record.fields, columns);
        if (check.ok) await tally.add(check.row);
        else tally.reject(record.line, check.reason);
      }
    }
    return tally.finish();
  });
}

const EmailSchema = z.email();

/**
 * The customers of past orders: regular orders and custom orders past `pending` (a prepared
 * order whose deposit was never paid is nobody's purchase), newest first so the latest name
 * wins. Nobody gets consent from this; consent already given stays.
 */
export async function importCustomersFromOrders(): Promise<ImportResultJson> {
  const [regular, custom] = await Promise.all([
    db()
      .select({ id: orders.id, email: orders.customerEmail, name: orders.customerName, at: orders.createdAt })
      .from(orders),
    db()
      .select({
        id: customOrders.id,
        email: customOrders.customerEmail,
        name: customOrders.customerName,
        at: customOrders.createdAt,
      })
      .from(customOrders)
      .where(ne(customOrders.status, "pending")),
  ]);
  const entries = [
    ...regular.map((o) => ({ ...o, label: `Order #${o.id}` })),
    ...custom.map((o) => ({ ...o, label: `Custom order #${o.id}` })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
  return db().transaction(async (tx) => {
    const tally = new ImportTally(tx, "orders", "orders");
    for (const order of entries) {
      const email = order.email.trim().toLowerCase();
      if (!EmailSchema.safeParse(email).success) {
        tally.reject(0, `${order.label}: "${order.email}" is not a valid e-mail address`);
        continue;
      }
      await tally.add({ email, name: order.name.trim().slice(0, MAX_NAME_LENGTH) || null, consent: false });
    }
    return tally.finish();
  });
}
