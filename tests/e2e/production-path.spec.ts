// The production path of docs/deploy.md, as an operator runs it: the build this e2e run made,
// in a copy of the tree whose node_modules holds only production dependencies (npm's own
// `npm prune --omit=dev`), then `npm run db:migrate`, `npm run admin:create`, `npm run serve` and
// `npm run worker` on a fresh PostgreSQL database. A run-time import of a devDependency fails
// here, and so does a start that forgets PUBLIC_URL or SESSION_SECRET without saying so.
// It lives in the e2e run because that run has just built the shop; it needs no browser.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { freePort, SERVER_STARTUP_TIMEOUT_MS } from "../../scripts/lib/commands.ts";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../scripts/lib/throwaway-postgres.ts";

// Generous: about 30 s on a quiet machine, but five Node starts and a migration on two shared,
// busy cores have taken minutes (each start waits up to SERVER_STARTUP_TIMEOUT_MS).
test.describe.configure({ mode: "serial", timeout: 480_000 });

const TREE = process.cwd();
let copy: string;
let serverUrl: string;
let throwaway: ThrowawayPostgres | undefined;
let databaseUrl: string;
let databaseName: string;
/** Every process group started, so a test that times out leaves nothing running. */
const started: Running[] = [];

/**
 * The tree's files (tracked, and new ones not ignored), the build, and node_modules as hard links
 * pruned to production dependencies. Outside the tree: Node looks for packages in every parent
 * folder, and would find the tree's full node_modules from a copy inside it.
 */
function productionCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "fairway-production-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file && existsSync(file));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(file, path.join(dir, file));
  }
  execFileSync("cp", ["-a", "build", path.join(dir, "build")]);
  try {
    execFileSync("cp", ["-al", "node_modules", path.join(dir, "node_modules")]);
  } catch {
    // Another file system (a tmpfs /tmp): a real copy, slower.
    rmSync(path.join(dir, "node_modules"), { recursive: true, force: true });
    execFileSync("cp", ["-a", "node_modules", path.join(dir, "node_modules")]);
  }
  // npm rewrites its record of the tree in place: it must not write through a link into ours.
  const record = path.join(dir, "node_modules/.package-lock.json");
  rmSync(record, { force: true });
  copyFileSync("node_modules/.package-lock.json", record);
  execFileSync("npm", ["prune", "--omit=dev", "--offline", "--no-audit", "--no-fund"], {
    cwd: dir,
    stdio: "pipe",
  });
  return dir;
}

/** Only what an operator's service would have: no test settings, no outside services. */
function productionEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const binDir = path.join(TREE, "node_modules", ".bin");
  const pathDirs = (process.env.PATH ?? "").split(path.delimiter).filter((dir) => dir !== binDir);
  return {
    PATH: pathDirs.join(path.delimiter),
    HOME: process.env.HOME ?? copy,
    LOG_LEVEL: "warn",
    ...settings,
  };
}

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function npmRun(script: string, env: NodeJS.ProcessEnv, args: string[] = []): Running {
  const child = spawn("npm", ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])], {
    cwd: copy,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    // A group of its own, signalled as a whole, as systemd signals a service's processes.
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const running = { child, output: () => output, exited };
  started.push(running);
  return running;
}

/** SIGTERM to npm and the shop under it; answers whether the group was gone within 15 s. */
async function stop(running: Running): Promise<boolean> {
  const group = -(running.child.pid ?? 0);
  const alive = () => {
    try {
      process.kill(group, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(group, "SIGTERM");
  await running.exited;
  const deadline = Date.now() + 15_000;
  while (alive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!alive()) return true;
  process.kill(group, "SIGKILL");
  return false;
}

async function waitFor(running: Running, done: () => Promise<boolean> | boolean, what: string) {
  const deadline = Date.now() + SERVER_STARTUP_TIMEOUT_MS;
  while (!(await done())) {
    if (running.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`${what} did not happen; the process said:\n${running.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test.beforeAll(async () => {
  copy = productionCopy();
  serverUrl = process.env.TEST_DATABASE_URL || "";
  if (!serverUrl) {
    throwaway = await startThrowawayPostgres();
    serverUrl = throwaway.url;
  }
  databaseName = `production_path_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
});

test.afterAll(async () => {
  await Promise.all(started.map(stop));
  if (databaseName) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
  await throwaway?.stop();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test("the copy has production dependencies only", () => {
  expect(existsSync(path.join(copy, "node_modules/hono"))).toBe(true);
  for (const devDependency of ["vite", "@react-router/dev", "vitest", "@playwright/test", "drizzle-kit"]) {
    expect(existsSync(path.join(copy, "node_modules", devDependency)), devDependency).toBe(false);
  }
});

test("migrate, create the owner, serve pages and a sign-in, and run the worker", async () => {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const settings = productionEnv({
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: publicUrl,
    PORT: String(port),
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    DATA_DIR: path.join(copy, "data"),
    PAYMENTS_TEST_MODE: "true",
  });
  const migrate = npmRun("db:migrate", settings);
  expect(await migrate.exited, migrate.output()).toBe(0);
  expect(migrate.output()).toContain("Migrations applied (postgres)");

  const password = `Owner-${randomBytes(12).toString("base64url")}`;
  const owner = npmRun("admin:create", { ...settings, ADMIN_PASSWORD: password }, [
    "--username",
    "owner",
    "--email",
    "owner@example.com",
  ]);
  expect(await owner.exited, owner.output()).toBe(0);

  const web = npmRun("serve", { ...settings, RUN_JOBS: "false", SEED_DEMO_DATA: "true" });
  try {
    await waitFor(
      web,
      () =>
        fetch(`${publicUrl}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      "GET /healthz answering 200",
    );
    const home = await fetch(`${publicUrl}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("<html");

    const products = (await (await fetch(`${publicUrl}/api/products`)).json()) as { id: number }[];
    expect(products.length).toBeGreaterThan(0);
    const productPage = await fetch(`${publicUrl}/product/${products[0]!.id}`);
    expect(productPage.status).toBe(200);

    const login = await fetch(`${publicUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: publicUrl },
      body: JSON.stringify({ username: "owner", password }),
    });
    expect(login.status, await login.clone().text()).toBe(200);

    const worker = npmRun("worker", settings);
    await waitFor(worker, () => worker.output().includes("Worker running"), "the worker starting");
    expect(await stop(worker), worker.output()).toBe(true);
    expect(worker.output()).toContain("SIGTERM: finishing running jobs");
  } finally {
    expect(await stop(web), web.output()).toBe(true);
  }
  expect(web.output()).toContain("SIGTERM: finishing in-flight requests");
});

for (const script of ["serve", "worker"]) {
  test(`npm run ${script} without PUBLIC_URL and SESSION_SECRET stops at once and names both`, async () => {
    const port = await freePort();
    const refused = npmRun(
      script,
      productionEnv({ DATABASE_URL: databaseUrl, PORT: String(port), PAYMENTS_TEST_MODE: "true" }),
    );
    const code = await refused.exited;
    expect(code).not.toBe(0);
    expect(refused.output()).toContain("PUBLIC_URL: required in production");
    expect(refused.output()).toContain("SESSION_SECRET: required in production");
    expect(refused.output()).toContain("openssl rand -base64 32");
  });
}
