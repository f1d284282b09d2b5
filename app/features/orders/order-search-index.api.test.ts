// The admin's order search matches any part of a name or e-mail (`ILIKE '%q%'`), which no
// b-tree can serve; migration 0005 adds pg_trgm's trigram indexes for it. This checks that the
// extension loads and the planner can answer the search from those indexes, on PGlite and on
// PostgreSQL (`npm run bench -- --scale` measures what they are worth on 100,000 orders).
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
});
