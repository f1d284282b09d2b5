import { readFileSync } from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import {
  closeDatabase,
  openDatabase,
  pgliteExtensions,
  useDatabase,
  wrapPglite,
} from "../../app/lib/db.server.ts";
import { resetEnvForTests } from "../../app/lib/env.server.ts";
import { TEMPLATE_FILE } from "../setup/database-template.ts";

/**
 * Gives the calling test file its own database, copied from the migrated template: PGlite by
 * default, PostgreSQL when the run has TEST_DATABASE_URL. Call it at the top of an API test file.
 */
export function useTestDatabase(): void {
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    resetEnvForTests();
    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      const { createPostgresCopy } = await import("./postgres.ts");
      const copy = await createPostgresCopy(url, inject("postgresTemplate"));
      drop = copy.drop;
      useDatabase(await openDatabase({ url: copy.url }));
      return;
    }
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const client = await PGlite.create({
      loadDataDir: new Blob([readFileSync(TEMPLATE_FILE)]),
      extensions: await pgliteExtensions(),
    });
    useDatabase(wrapPglite(client, drizzle));
  });
  afterAll(async () => {
    await closeDatabase();
    await drop?.();
  });
}

/** True when this run's API suites are on PostgreSQL (for concurrency tests). */
export const onPostgres = () => Boolean(process.env.TEST_DATABASE_URL);
