import { logger } from "../lib/logger.server.ts";

/** Start-up work after the database is open: seed, first admin, jobs. */
export async function startBackground(): Promise<void> {
  logger().debug("background started");
}

export async function stopBackground(): Promise<void> {}
