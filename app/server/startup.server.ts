import { ensureSave15, seedDemoPhotos, seedOnFirstStart } from "../../db/seed.ts";
import { ensureAdminFromEnv } from "../features/accounts/index.server.ts";
import { db } from "../lib/db.server.ts";
import { env } from "../lib/env.server.ts";
import { startJobs, stopJobs } from "../lib/jobs.server.ts";
import { logger } from "../lib/logger.server.ts";
// Features register their jobs when their entry loads; importing them here makes sure of it
// before startJobs().
import "../features/blog/index.server.ts";
import "../features/custom-orders/index.server.ts";
import "../features/mail/index.server.ts";
import "../features/marketing/index.server.ts";
import "../features/orders/index.server.ts";
import "../features/payments/index.server.ts";
import "./maintenance.server.ts";
import { enqueuePicturesBackfill } from "./pictures-backfill.server.ts";

/** Start-up work after the database is open: seed, first admin, jobs. */
export async function startBackground(): Promise<void> {
  // First, so start-up work can already enqueue jobs (RUN_JOBS=false: enqueue only, no workers).
  await startJobs();
  await ensureSave15(db());
  const admin = await ensureAdminFromEnv();
  if (admin) logger().info({ username: admin.user.username, action: admin.action }, "admin account");
  if (env().seedDemoData) {
    const seeded = await db().transaction((tx) => seedOnFirstStart(tx));
    if (seeded) {
      await seedDemoPhotos();
      logger().info("demo data seeded");
    }
  }
  await enqueuePicturesBackfill();
  logger().debug("background started");
}

export async function stopBackground(): Promise<void> {
  await stopJobs();
}
