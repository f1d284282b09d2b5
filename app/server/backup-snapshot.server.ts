// What a backup records about the database it copied, read inside the copy's own snapshot so
// the figures describe exactly the data in the archive (docs/decisions/024-backup-and-restore.md).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { MIGRATIONS_FOLDER } from "../lib/db.server.ts";

export interface SnapshotFacts {
  /** The newest migration the database has applied (its tag from db/migrations), or null. */
  lastMigration: string | null;
  /** Rows in the tables an owner checks after a restore. */
  counts: Record<string, number>;
}

type Query = (text: string) => Promise<{ rows: unknown[] }>;

/** Table per count: the money, the orders of both kinds and where their files are named. */
const COUNTED = {
  orders: "orders",
  customOrders: "custom_orders",
  payments: "payments",
  refunds: "payments where kind = 'refund'",
  mockups: "mockups",
  products: "products",
  productImages: "product_images",
  users: "users",
  customers: "customers",
} as const;

function migrationTag(appliedAt: number): string {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
    entries: Array<{ tag: string; when: number }>;
  };
  return journal.entries.find((entry) => entry.when === appliedAt)?.tag ?? `unknown (applied ${appliedAt})`;
}

export async function readSnapshotFacts(query: Query): Promise<SnapshotFacts> {
  const selects = Object.entries(COUNTED).map(
    ([name, from]) => `(select count(*) from ${from})::int as "${name}"`,
  );
  const { rows } = await query(`select ${selects.join(", ")}`);
  const counts = rows[0] as Record<string, number>;
  const migrations = await query(
    "select created_at::bigint as at from drizzle.__drizzle_migrations order by created_at desc limit 1",
  );
  const last = migrations.rows[0] as { at: string | number } | undefined;
  return { lastMigration: last ? migrationTag(Number(last.at)) : null, counts };
}

/**
 * The embedded database's files as one tar, and its facts, at one moment. PGlite is one
 * connection: holding its transaction lock keeps every other statement of the shop out while
 * the files are read, so the copy is of committed data only and nothing changes under it.
 */
export async function snapshotPglite(client: PGlite): Promise<{ data: Blob; facts: SnapshotFacts }> {
  // Writes what is committed into the data files, so a restore has little log to replay.
  await client.exec("CHECKPOINT");
  return client.transaction(async (tx) => {
    const facts = await readSnapshotFacts((text) => tx.query(text));
    const data = await client.dumpDataDir("none");
    return { data, facts };
  });
}
