// Starts the production server (`node server.ts`) as `npm run test:e2e` does: a fresh data
// folder, demo data, the admin from the environment, payments in test mode. Rate limits are off,
// because a benchmark is thousands of requests from one address by design.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { freePort, waitUntilHealthy } from "../scripts/lib/commands.ts";

const SHUTDOWN_TIMEOUT_MS = 10_000;

export interface ShopServer {
  baseUrl: string;
  pid: number | undefined;
  admin: { username: string; password: string };
  /** Stops it with SIGTERM (SIGKILL after 10 s) and removes its data folder. */
  stop(): Promise<void>;
}

export interface ShopServerOptions {
  /** PostgreSQL; without it the server uses the embedded PGlite in a fresh folder. */
  databaseUrl?: string;
  /** Demo products, posts and codes (on by default). */
  seedDemoData?: boolean;
}

function lastLines(file: string): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-30).join("\n");
  } catch {
    return "(no log)";
  }
}

export async function startShopServer(options: ShopServerOptions = {}): Promise<ShopServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  mkdirSync(".tmp", { recursive: true });
  const logFile = path.resolve(".tmp", `bench-server-${port}.log`);
  const dataDir = mkdtempSync(path.resolve(".tmp", "bench-data-"));
  const admin = { username: "admin", password: `Bench-${randomBytes(18).toString("base64url")}` };
  // Only what this run chooses reaches the server: no outside mail, PayPal or database.
  const { DATABASE_URL, TEST_DATABASE_URL, SMTP_URL, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, ...inherited } =
    process.env;
  const log = openSync(logFile, "w");
  const server = spawn(process.execPath, ["server.ts"], {
    stdio: ["ignore", log, log],
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      SEED_DEMO_DATA: String(options.seedDemoData ?? true),
      PAYMENTS_TEST_MODE: "true",
      RATE_LIMITS: "false",
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      ADMIN_EMAIL: "admin@example.com",
    },
  });
  closeSync(log);
  const exited = new Promise<number | null>((resolve) => server.on("exit", (code) => resolve(code)));

  let stopped = false;
  async function stop() {
    if (stopped) return;
    stopped = true;
    const crashed = server.exitCode !== null;
    if (!crashed) {
      server.kill("SIGTERM");
      const timeout = new Promise((resolve) => setTimeout(resolve, SHUTDOWN_TIMEOUT_MS).unref());
      if ((await Promise.race([exited, timeout])) === undefined) server.kill("SIGKILL");
    }
    rmSync(dataDir, { recursive: true, force: true });
    // The access log of a run is large; it is kept only when the server died under load.
    if (crashed) process.stderr.write(`bench: the server had exited; its log is ${logFile}\n`);
    else rmSync(logFile, { force: true });
  }

  if (!(await waitUntilHealthy(baseUrl, server))) {
    const tail = lastLines(logFile);
    await stop();
    throw new Error(`the server did not answer ${baseUrl}/healthz; its last lines:\n${tail}`);
  }
  return { baseUrl, pid: server.pid, admin, stop };
}
