import { mkdirSync } from "node:fs";
import path from "node:path";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import * as schema from "../../db/schema.ts";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A service function takes `Db | Tx` so that a caller can run it inside its own transaction. */
export type Executor = Db | Tx;

/** Runs raw SQL on the underlying driver (pg-boss's adapter, health checks). */
export type RawQuery = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  query: RawQuery;
  /**
   * One statement on a connection that does not wait for the disk at commit
   * (`synchronous_commit = off`): for writes the shop can afford to lose in a database crash,
   * the last fraction of a second of them, and nothing else (a cart line; never money, orders or
   * uploads). Named, so PostgreSQL plans it once per connection. Never inside a transaction.
   */
  unhurriedWrite(name: string, text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
  /** PostgreSQL only: pg-boss opens its own pool on it. */
  connectionString?: string;
  /** PGlite only: pg-boss runs multi-statement SQL through the client's `exec`. */
  pglite?: import("@electric-sql/pglite").PGlite;
  /** Runs `hook` before the connection closes (listeners that hold their own connection). */
  onClose(hook: () => Promise<void>): void;
  close(): Promise<void>;
}

/** The close of a database, after its own hooks. */
function closing(close: () => Promise<void>) {
  const hooks: Array<() => Promise<void>> = [];
  return {
    onClose: (hook: () => Promise<void>) => void hooks.push(hook),
    close: async () => {
      for (const hook of hooks.splice(0)) await hook().catch(() => undefined);
      await close();
    },
  };
}

/**
 * A connection that fails (a database restart or failover, a backend ended by an administrator)
 * must never end the process. The pool listens only to its idle connections; one checked out for
 * a transaction emits `error` with nobody listening, which Node turns into a crash. So every
 * connection gets its own listener: the statement it was running fails (the request answers
 * 503), the pool discards the broken connection when it is released, and the next request
 * opens a fresh one once the database is back.
 */
function survivingLostConnections(pool: import("pg").Pool): import("pg").Pool {
  pool.on("connect", (client) => {
    client.on("error", (err) => logger().warn({ err }, "database connection lost"));
  });
  // An idle connection's failure reaches the pool too; its own listener above has logged it.
  pool.on("error", () => undefined);
  return pool;
}

export const MIGRATIONS_FOLDER = path.resolve("db/migrations");

// One connection per process, kept on globalThis so Vite's dev reloads do not open a second
// PGlite on the same folder (PGlite has no lock; two instances corrupt it).
const holder = globalThis as typeof globalThis & { __shopDatabase?: Database };

export async function openDatabase(options: { url?: string; dataDir?: string } = {}): Promise<Database> {
  const url = options.url ?? env().DATABASE_URL;
  if (url) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = survivingLostConnections(new pg.Pool({ connectionString: url, max: 10 }));
    const db = drizzle({ client: pool, schema, casing: "snake_case" }) as unknown as Db;
    const unhurried = survivingLostConnections(
      new pg.Pool({ connectionString: url, max: 5, options: "-c synchronous_commit=off" }),
    );
    return {
      kind: "postgres",
      db,
      connectionString: url,
      query: async (text, values) => pool.query(text, values as unknown[]),
      unhurriedWrite: async (name, text, values) => unhurried.query({ name, text, values }),
      ...closing(async () => {
        await unhurried.end();
        await pool.end();
      }),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const dir = path.join(options.dataDir ?? env().dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: await pgliteExtensions() });
  return wrapPglite(client, drizzle);
}

/**
 * The extensions the migrations use (pg_trgm: trigram indexes for the admin's order search).
 * PGlite loads them per instance, so every PGlite opened on this schema must pass these, or
 * writes to an indexed table fail.
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  return { pg_trgm };
}

export function wrapPglite(
  client: import("@electric-sql/pglite").PGlite,
  drizzle: typeof import("drizzle-orm/pglite").drizzle,
): Database {
  const db = drizzle({ client, schema, casing: "snake_case" }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    pglite: client,
    query: async (text, values) => client.query(text, values as unknown[]),
    // One in-process connection: nothing to wait for but the query.
    unhurriedWrite: async (_name, text, values) => client.query(text, values),
    ...closing(() => client.close()),
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "postgres") {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

/** Opens and migrates the configured database once, at start. */
export async function initDatabase(): Promise<Database> {
  if (holder.__shopDatabase) return holder.__shopDatabase;
  const database = await openDatabase();
  await migrateDatabase(database);
  holder.__shopDatabase = database;
  return database;
}

/** Sets the process's database (tests use a cloned template). */
export function useDatabase(database: Database | undefined): void {
  holder.__shopDatabase = database;
}

export function getDatabase(): Database {
  const database = holder.__shopDatabase;
  if (!database) throw new Error("The database is not initialised: call initDatabase() first");
  return database;
}

/** The Drizzle handle every service uses. */
export function db(): Db {
  return getDatabase().db;
}

export async function closeDatabase(): Promise<void> {
  const current = holder.__shopDatabase;
  holder.__shopDatabase = undefined;
  if (current) await current.close();
}
