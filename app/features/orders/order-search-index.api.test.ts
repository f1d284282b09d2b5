// The admin's order lists (migration 0005): the search matches any part of a name or e-mail
// (`ILIKE '%q%'`), which no b-tree can serve, so pg_trgm's trigram indexes do; the newest-first
// page and its count of live orders come from a partial index. This checks that the extension
// loads and the planner can use those indexes, on PGlite and on PostgreSQL (`npm run bench --
// --scale` measures what they are worth on 100,000 orders).
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { db } from "../../lib/db.server.ts";

useTestDatabase();

/** The plan of a query with sequential scans ruled out, so an index that can serve it is used. */
async function planOf(query: ReturnType<typeof sql>): Promise<string> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    // Both drivers answer `{ rows }`, one row per line of the plan.
    const result = (await tx.execute(sql`explain ${query}`)) as { rows: Array<Record<string, string>> };
    return result.rows.map((row) => Object.values(row)[0]).join("\n");
  });
}

describe("the admin's order search", () => {
  it.each([
    ["custom_orders", "custom_orders_name_trgm_idx", "custom_orders_email_trgm_idx"],
    ["orders", "orders_name_trgm_idx", "orders_email_trgm_idx"],
  ])("finds part of a name or e-mail in %s through the trigram indexes", async (table, byName, byEmail) => {
    const plan = await planOf(
      sql`select id from ${sql.identifier(table)} where customer_name ilike '%whit%' or customer_email ilike '%whit%'`,
    );
    expect(plan).toContain(byName);
    expect(plan).toContain(byEmail);
  });

  it.each([
    ["custom_orders", "custom_orders_live_created_idx"],
    ["orders", "orders_live_created_idx"],
  ])("pages and counts the live orders of %s from the partial index", async (table, live) => {
    const orders = sql.identifier(table);
    const page = await planOf(
      sql`select id from ${orders} where archived_at is null order by created_at desc, id desc limit 20`,
    );
    const total = await planOf(sql`select count(*) from ${orders} where archived_at is null`);
    expect(page).toContain(live);
    expect(total).toContain(live);
  });
});
