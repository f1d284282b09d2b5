// The SSR build's entry (vite.config.ts): the whole server in one bundle, so the API, the pages
// and the jobs share one database connection.
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import { checkPaypalCredentials, testModeCredentials } from "../features/payments/index.server.ts";
import { closeDatabase, initDatabase } from "../lib/db.server.ts";
import { env } from "../lib/env.server.ts";
import { startJobs } from "../lib/jobs.server.ts";
import { logger } from "../lib/logger.server.ts";
import { createApp } from "./app.ts";
import { type BackupDoor, openBackupDoor } from "./backup-door.server.ts";
import type { AppEnv } from "./hono-env.ts";
import { startBackground, stopBackground } from "./startup.server.ts";

export { createApp };

/** The last segment has an extension: `/favicon.svg`, `/images/brand/logo.png`. */
const FILE_NAME = /\/[^/]+\.[A-Za-z0-9]+$/;

function staticFiles(root: string) {
  const files = new Hono<AppEnv>();
  files.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  const publicFiles = serveStatic({
    root,
    onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600"),
  });
  // Only a path that ends in a file name can be a public file (favicon, images); asking the disk
  // about every API call and page cost a blocking stat per request (`npm run bench`).
  files.use("*", (c, next) => (FILE_NAME.test(c.req.path) ? publicFiles(c, next) : next()));
  return files;
}

let backupDoor: BackupDoor | undefined;

/**
 * The embedded database is claimed before it is opened (no second process may open it) and
 * copied through the door for `npm run backup` while the shop serves.
 */
async function openDatabaseWithDoor(): Promise<void> {
  if (!env().embeddedDb) {
    await initDatabase();
    return;
  }
  backupDoor ??= await openBackupDoor(env().dataDir, "shop");
  const database = await initDatabase();
  if (database.pglite) backupDoor.serve(database.pglite);
}

/** Opens the database, seeds and starts the jobs, then answers requests. */
export async function createServerApp(options: { dev: boolean }) {
  await openDatabaseWithDoor();
  await startBackground();
  await checkPaymentsConfiguration();
  const handler = createRequestHandler(
    () => import("virtual:react-router/server-build") as Promise<ServerBuild>,
    options.dev ? "development" : "production",
  );
  return createApp({
    ssr: (request, context) => handler(request, context),
    staticFiles: options.dev ? undefined : staticFiles(path.resolve("build/client")),
    publicCache: !options.dev,
  });
}

/**
 * `npm run worker` (scripts/worker.ts): opens the database and runs the jobs, with no web server.
 * PostgreSQL only: the embedded database belongs to the one server process, which runs its jobs.
 */
export async function startWorker(): Promise<void> {
  if (!env().DATABASE_URL) {
    throw new Error(
      "npm run worker needs DATABASE_URL; with the embedded database the server runs the jobs itself",
    );
  }
  await initDatabase();
  await startJobs({ workers: true });
  logger().info("worker started");
}

/**
 * Asks PayPal for a token once, in the background, so wrong credentials are said plainly at
 * start-up instead of as "PayPal unavailable" to the first shopper. The server starts anyway.
 * In test mode the shop's own emulator credentials are made now if this database has none yet
 * (every process of the shop then reads the same pair from it).
 */
async function checkPaymentsConfiguration(): Promise<void> {
  if (env().paymentsTestMode) {
    await testModeCredentials();
    return;
  }
  void checkPaypalCredentials().then((result) => {
    if (result === "ok") logger().info({ paypalEnv: env().PAYPAL_ENV }, "PayPal credentials accepted");
    else if (result === "invalid")
      logger().error(
        { paypalEnv: env().PAYPAL_ENV },
        "PayPal credentials are wrong (invalid_client): payments will fail until PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_ENV match one PayPal app",
      );
  });
}

export async function shutdown(): Promise<void> {
  await stopBackground();
  await closeDatabase();
  await backupDoor?.close();
  backupDoor = undefined;
  logger().info("stopped");
}

export { env };
