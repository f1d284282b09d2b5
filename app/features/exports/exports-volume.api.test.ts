// 100,000 orders export with flat memory: the CSV is read as it streams, parsed line by line and
// summed, and the live heap (after a full collection) is sampled as it goes. PostgreSQL only:
// seeding and reading this volume is what the shop's PostgreSQL does, and PGlite would take minutes.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { parse } from "csv-parse";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { onPostgres, useTestDatabase } from "../../../tests/helpers/db.ts";
import { useAdminClient } from "../../../tests/kits/test-accounts.ts";
import { db, getDatabase } from "../../lib/db.server.ts";
import { createApp } from "../../server/app.ts";

useTestDatabase();

const admin = useAdminClient();
const ORDERS = 100_000;

/** A full garbage collection, so heapUsed is what is really held. */
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const liveHeap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

/** One statement: 100,000 paid cart orders a minute apart in 1999, each a customer of its own. */
async function seed() {
  await db().execute(sql`
    insert into orders (customer_name, customer_email, subtotal_cents, shipping_cents, tax_cents, total_cents, status, created_at)
    select 'Bulk ' || n, 'bulk-' || n || '@example.com', 1000 + n % 500, 100, n % 7, 1100 + n % 500 + n % 7,
      'pending', timestamptz '1999-01-02 00:00Z' + n * interval '1 minute'
    from generate_series(1, ${ORDERS}::int) as n`);
  await db().execute(sql`
    insert into payments (kind, status, amount_cents, order_id, provider_capture_id)
    select 'cart', 'completed', total_cents, id, 'bulk-' || id from orders where customer_email like 'bulk-%'`);
  await db().execute(sql`analyze orders; analyze payments; analyze customer_directory`);
}

/** Reads the download chunk by chunk into a streaming parser; keeps counts and sums only. */
async function readCsv(path: string, onRecord: (record: Record<string, string>) => void) {
  const res = await createApp().request(`http://localhost${path}`, {
    headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
  });
  expect(res.status).toBe(200);
  const parser = parse({ bom: true, columns: true });
  parser.on("readable", () => {
    for (let r = parser.read(); r; r = parser.read()) onRecord(r as Record<string, string>);
  });
  const done = new Promise<void>((resolve, reject) => parser.on("end", resolve).on("error", reject));
  const base = liveHeap();
  let peak = 0;
  let bytes = 0;
  let chunks = 0;
  const reader = res.body!.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    bytes += next.value.byteLength;
    parser.write(Buffer.from(next.value));
    if (++chunks % 20 === 0) peak = Math.max(peak, liveHeap() - base);
  }
  parser.end();
  await done;
  return { bytes, chunks, growth: peak };
}

describe.runIf(onPostgres())("exporting 100,000 orders", () => {
  beforeAll(seed, 60_000);

  it("streams them with flat memory, and the CSV parses to every order with the right totals", async () => {
    const { rows: sums } = await getDatabase().query(
      `select sum(total_cents)::text as total,
         (select sum(amount_cents) from payments where provider_capture_id like 'bulk-%')::text as paid
       from orders where customer_email like 'bulk-%'`,
    );
    const expected = sums[0] as { total: string; paid: string };
    let rows = 0;
    let totalCents = 0;
    let paidCents = 0;
    const started = Date.now();
    const read = await readCsv("/api/admin/exports/orders.csv?from=1999-01-01&to=1999-12-31", (r) => {
      rows++;
      totalCents += Math.round(Number(r.Total) * 100);
      paidCents += Math.round(Number(r.Paid) * 100);
    });
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(
      `orders.csv: ${rows} rows, ${(read.bytes / 1e6).toFixed(1)} MB in ${read.chunks} chunks, ${seconds}s, live heap +${(read.growth / 1e6).toFixed(1)} MB\n`,
    );
    expect(rows).toBe(ORDERS);
    expect(totalCents).toBe(Number(expected.total));
    expect(paidCents).toBe(Number(expected.paid));
    // The file is over 10 MB and its rows as objects far more; a batch at a time is a few MB.
    expect(read.bytes).toBeGreaterThan(10e6);
    expect(read.growth).toBeLessThan(16e6);
  }, 120_000);

  it("streams the 100,000 customers they make, each with what they spent", async () => {
    let rows = 0;
    let spentCents = 0;
    const started = Date.now();
    const read = await readCsv("/api/admin/exports/customers.csv", (r) => {
      rows++;
      spentCents += Math.round(Number(r["Total spent"]) * 100);
    });
    process.stdout.write(
      `customers.csv: ${rows} rows, ${(read.bytes / 1e6).toFixed(1)} MB, ${(Date.now() - started) / 1000}s, live heap +${(read.growth / 1e6).toFixed(1)} MB\n`,
    );
    expect(rows).toBe(ORDERS);
    const { rows: paid } = await getDatabase().query(
      `select sum(amount_cents)::text as paid from payments where provider_capture_id like 'bulk-%'`,
    );
    expect(spentCents).toBe(Number((paid[0] as { paid: string }).paid));
    expect(read.growth).toBeLessThan(16e6);
  }, 120_000);
});
