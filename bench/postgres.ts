// A fresh PostgreSQL database for one benchmark run, on the server named by BENCH_DATABASE_URL
// (else TEST_DATABASE_URL's server, else the local 127.0.0.1:5432), dropped afterwards.
import { randomBytes } from "node:crypto";
import pg from "pg";

const LOCAL_SERVER = "postgres://postgres@127.0.0.1:5432/postgres";

export function benchServerUrl(): string {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || LOCAL_SERVER;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The server's address without credentials, for reports. */
export function describeServer(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}`;
}

export interface BenchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(serverUrl = benchServerUrl()): Promise<BenchDatabase> {
  const name = `shop_bench_${process.pid}_${randomBytes(3).toString("hex")}`;
  await onServer(serverUrl, (c) => c.query(`create database ${name}`));
  let dropped = false;
  return {
    name,
    url: withDatabase(serverUrl, name),
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await onServer(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** The PostgreSQL server's version line, for the machine info of a report. */
export async function serverVersion(url: string): Promise<string> {
  return onServer(url, async (c) => {
    const { rows } = await c.query<{ v: string }>("select current_setting('server_version') as v");
    return `PostgreSQL ${rows[0]?.v ?? "?"}`;
  });
}
