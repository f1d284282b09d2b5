// A real shop process for fault tests (issue 8, item 5): the app of `node server.ts`, loaded from
// this tree's source (shop-process-main.ts), so it needs no build and never runs a stale one
// (`npm test` runs vitest before anything builds). It runs the jobs in-process, as `npm start`
// does, on a database the test owns: a PostgreSQL copy of the run's template, or an embedded
// PGlite folder. A test can kill it with any signal and start it again on the same data.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { type Database, openDatabase, pgliteExtensions } from "../../app/lib/db.server.ts";
import { freePort } from "../../scripts/lib/commands.ts";
import { TEMPLATE_FILE } from "../setup/database-template.ts";

const MAIN = path.resolve("tests/helpers/shop-process-main.ts");
// A busy 2-core machine has taken 20 s to start the dev server on a fresh folder, and more than
// 90 s with two such processes starting beside the three suites of `npm test`.
const STARTUP_TIMEOUT_MS = 180_000;
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** A migrated database of the run's kind for shop processes, and a folder for their logs. */
export interface ShopDatabase {
  url?: string;
  dir: string;
  /** Kept across restarts, as a deployment keeps it: sessions and unsubscribe links survive. */
  sessionSecret: string;
  /** Opens it in this process; on PGlite only while no shop process has it open. */
  open(): Promise<Database>;
  remove(): Promise<void>;
}

export async function createShopDatabase(): Promise<ShopDatabase> {
  mkdirSync(".tmp", { recursive: true });
  const dir = mkdtempSync(path.resolve(".tmp", "shop-process-"));
  const sessionSecret = randomBytes(32).toString("base64url");
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const { createPostgresCopy } = await import("./postgres.ts");
    const copy = await createPostgresCopy(serverUrl, inject("postgresTemplate"));
    return {
      url: copy.url,
      dir,
      sessionSecret,
      open: () => openDatabase({ url: copy.url }),
      remove: async () => {
        await copy.drop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  // The folder layout the shop opens (DATA_DIR/pglite), filled from the migrated template.
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create(path.join(dir, "pglite"), {
    loadDataDir: new Blob([readFileSync(TEMPLATE_FILE)]),
    extensions: await pgliteExtensions(),
  });
  await client.close();
  return {
    dir,
    sessionSecret,
    open: () => openDatabase({ dataDir: dir }),
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface ShopProcess {
  baseUrl: string;
  /** Sends `signal` and waits for the exit (SIGKILL after 10 s of anything else). */
  stop(signal: NodeJS.Signals): Promise<void>;
  /** The end of the process's log, for a failure message. */
  logTail(): string;
  /** Whether the process is still running (it has neither exited nor been killed). */
  running(): boolean;
}

export interface ShopProcessOptions {
  database: ShopDatabase;
  smtpUrl: string;
  admin: { username: string; password: string; email: string };
  /** Comes back on the same address, so links in its mail stay the same. */
  port?: number;
  /** NODE_ENV of the process: `production` has no PayPal emulator test controls. */
  nodeEnv?: "development" | "production";
  /** Where its PayPal client calls (PAYPAL_API_BASE): another process's emulator, say. */
  paypalApiBase?: string;
}

export async function startShopProcess(options: ShopProcessOptions): Promise<ShopProcess> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(options.database.dir, `server-${Date.now()}.log`);
  // Only what the test chose reaches the process: no outside database, mail or PayPal.
  const {
    DATABASE_URL,
    TEST_DATABASE_URL,
    SMTP_URL,
    PAYPAL_CLIENT_ID,
    PAYPAL_CLIENT_SECRET,
    PAYPAL_API_BASE,
    ...inherited
  } = process.env;
  const log = openSync(logFile, "w");
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    stdio: ["ignore", log, log],
    env: {
      ...inherited,
      NODE_ENV: options.nodeEnv ?? "development",
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: options.database.dir,
      ...(options.database.url ? { DATABASE_URL: options.database.url } : {}),
      SMTP_URL: options.smtpUrl,
      SESSION_SECRET: options.database.sessionSecret,
      SEED_DEMO_DATA: "false",
      PAYMENTS_TEST_MODE: "true",
      ...(options.paypalApiBase ? { PAYPAL_API_BASE: options.paypalApiBase } : {}),
      RATE_LIMITS: "false",
      ADMIN_USERNAME: options.admin.username,
      ADMIN_PASSWORD: options.admin.password,
      ADMIN_EMAIL: options.admin.email,
      LOG_LEVEL: "warn",
    },
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const logTail = () => readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-30).join("\n");

  async function stop(signal: NodeJS.Signals) {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const timeout = new Promise<"timeout">((resolve) =>
      setTimeout(resolve, SHUTDOWN_TIMEOUT_MS, "timeout").unref(),
    );
    if ((await Promise.race([exited, timeout])) === "timeout") {
      child.kill("SIGKILL");
      await exited;
    }
  }

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (
    !(await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop("SIGKILL");
      throw new Error(`the shop process did not answer ${baseUrl}/healthz; its last lines:\n${logTail()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const running = () => child.exitCode === null && child.signalCode === null;
  return { baseUrl, stop, logTail, running };
}

/** A signed-in browser of the shop process, as the admin pages call the API. */
export async function signInToShop(shop: ShopProcess, admin: { username: string; password: string }) {
  const login = await fetch(`${shop.baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: shop.baseUrl },
    body: JSON.stringify({ username: admin.username, password: admin.password }),
  });
  if (!login.ok) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  async function call<T>(method: string, pathname: string, body?: unknown, headers = {}) {
    const res = await fetch(`${shop.baseUrl}${pathname}`, {
      method,
      headers: { cookie, origin: shop.baseUrl, "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${text}`);
    return JSON.parse(text) as T;
  }
  return {
    get: <T>(pathname: string) => call<T>("GET", pathname),
    post: <T>(pathname: string, body: unknown, headers?: Record<string, string>) =>
      call<T>("POST", pathname, body, headers),
  };
}
