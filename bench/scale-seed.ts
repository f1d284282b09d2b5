// The data of a shop some years old, for `npm run seed:scale` and `npm run bench -- --scale`:
// 100,000 custom orders, 100,000 regular orders with their items, the payments of both, 10,000
// posts and 1,000,000 page views. Rows are made inside PostgreSQL by `generate_series`, one
// statement per table (page views in batches), so it takes a minute or two, not hours.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { readingTime } from "../app/features/blog/index.ts";
import { migrateDatabase, openDatabase } from "../app/lib/db.server.ts";
import { scaleCombos, scaleNames, scalePaths, scalePostBody, scaleProducts } from "./scale-data.ts";
import { SCALE_SQL } from "./scale-sql.ts";

export const SCALE = {
  customOrders: 100_000,
  orders: 100_000,
  posts: 10_000,
  pageViews: 1_000_000,
} as const;

const PAGE_VIEW_BATCH = 250_000;
const MARKER = "scale_seeded_at";

export class AlreadySeeded extends Error {}

/** Migrates the database at `url`, then fills it; refuses a database it already filled. */
export async function seedScale(url: string, log: (line: string) => void): Promise<void> {
  const database = await openDatabase({ url });
  await migrateDatabase(database);
  await database.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from settings where key = $1", [MARKER]);
    if (rowCount) throw new AlreadySeeded("this database already holds the scale data");
    // A tag in every unique key, so the rows never collide with the shop's own.
    const tag = randomBytes(3).toString("hex");
    const step = async (what: string, text: string, values: unknown[]) => {
      const started = performance.now();
      const result = await client.query(text, values);
      log(`${what}: ${result.rowCount ?? 0} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    };
    // Rows of this run are those above the largest id before it.
    const maxId = async (table: string) =>
      Number((await client.query(`select coalesce(max(id), 0) as max from ${table}`)).rows[0].max);
    const { first, last } = scaleNames();
    await client.query("select setseed(0.42)");
    await step("products", SCALE_SQL.products, [JSON.stringify(scaleProducts(tag))]);
    const customFrom = await maxId("custom_orders");
    const combos = JSON.stringify(scaleCombos());
    await step("custom orders", SCALE_SQL.customOrders, [SCALE.customOrders, combos, first, last]);
    await step("custom-order payments", SCALE_SQL.customOrderPayments, [tag, customFrom]);
    const ordersFrom = await maxId("orders");
    await step("orders", SCALE_SQL.orders, [SCALE.orders, first, last]);
    await step("order items", SCALE_SQL.orderItems, [ordersFrom, `scale-${tag}-%`]);
    await step("order totals", SCALE_SQL.orderTotals, [ordersFrom]);
    await step("order payments", SCALE_SQL.orderPayments, [tag, ordersFrom]);
    await step("refunds", SCALE_SQL.refunds, [tag]);
    const body = scalePostBody();
    await step("posts", SCALE_SQL.posts, [SCALE.posts, tag, body, readingTime(body)]);
    const paths = scalePaths(tag, SCALE.posts);
    for (let done = 0; done < SCALE.pageViews; done += PAGE_VIEW_BATCH) {
      const size = Math.min(PAGE_VIEW_BATCH, SCALE.pageViews - done);
      await step(`page views ${done + size}/${SCALE.pageViews}`, SCALE_SQL.pageViews, [
        size,
        paths,
        done,
        SCALE.pageViews,
      ]);
    }
    await step("statistics", "vacuum analyze", []);
    await client.query("insert into settings (key, value) values ($1, to_jsonb(now()::text))", [MARKER]);
    // The seed leaves some 500 MB of dirty pages: written out now, not by a checkpoint in the middle
    // of the measurement (a stall of a second that one run showed as a 200 ms p95). Needs a
    // superuser or pg_checkpoint; without either the measurement runs as it is.
    await client.query("checkpoint").then(
      () => log("checkpoint: written"),
      (error: Error) => log(`checkpoint: skipped (${error.message})`),
    );
  } finally {
    await client.end();
  }
}
