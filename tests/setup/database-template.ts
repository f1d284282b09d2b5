// Builds one migrated database per test run; each test file then starts from a copy of it
// (a fresh PGlite costs seconds, a copy well under one; PostgreSQL copies a template database).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { JOBS_SCHEMA } from "../../app/lib/jobs.server.ts";

export const TEMPLATE_FILE = path.resolve(".tmp/pglite-template.tar");

// Both API projects (vitest.config.ts) name this set-up; the run builds the template once.
const run = globalThis as typeof globalThis & { __apiTemplate?: Promise<string> };

export default async function setup(project: TestProject) {
  run.__apiTemplate ??= buildTemplate();
  project.provide("postgresTemplate", await run.__apiTemplate);
}

/** The PostgreSQL template's name, or "" for PGlite's template file. */
async function buildTemplate(): Promise<string> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const { createPostgresTemplate } = await import("../helpers/postgres.ts");
    return createPostgresTemplate(url);
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const { pgliteExtensions } = await import("../../app/lib/db.server.ts");
  const client = await PGlite.create({ extensions: await pgliteExtensions() });
  await migrate(drizzle({ client }), { migrationsFolder: path.resolve("db/migrations") });
  // pg-boss's tables too: installing them costs seconds on PGlite, checking them a fraction.
  const { getConstructionPlans } = await import("pg-boss");
  await client.exec(getConstructionPlans(JOBS_SCHEMA));
  const dump = await client.dumpDataDir("none");
  await client.close();
  mkdirSync(path.dirname(TEMPLATE_FILE), { recursive: true });
  writeFileSync(TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  return "";
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}
