import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Creates a migrated template database on the server named by `url`; answers its name. */
export async function createPostgresTemplate(url: string): Promise<string> {
  const name = `shop_tpl_${process.pid}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await dropStaleTestDatabases(admin);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: withDatabase(url, name), max: 1 });
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  await migrate(drizzle({ client: pool }), { migrationsFolder: path.resolve("db/migrations") });
  await pool.end();
  return name;
}

/** Copies the template into a new database for one test file; answers its URL. */
export async function createPostgresCopy(
  url: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shop_t_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  return {
    url: withDatabase(url, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Databases left by a run that was killed (older than an hour) are removed. */
async function dropStaleTestDatabases(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like 'shop\\_t%' and not datistemplate`,
  );
  for (const { datname } of rows) {
    const pid = Number(datname.split("_")[2]);
    if (Number.isInteger(pid) && pid !== process.pid && !isAlive(pid)) {
      await admin.query(`drop database if exists ${datname} with (force)`).catch(() => undefined);
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
