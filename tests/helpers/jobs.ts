import { afterAll, beforeAll } from "vitest";
import { getDatabase } from "../../app/lib/db.server.ts";
import { resetEnvForTests } from "../../app/lib/env.server.ts";
import { JOBS_SCHEMA, startJobs, stopJobs } from "../../app/lib/jobs.server.ts";

/**
 * Starts the job queue on the file's test database (call it after `useTestDatabase()`), with or
 * without workers; stops it before the database closes.
 */
export function useJobs(options: { workers: boolean }): void {
  beforeAll(async () => {
    resetEnvForTests();
    await startJobs({ workers: options.workers });
  });
  afterAll(async () => {
    await stopJobs();
  });
}

/** Polls `check` until it answers something truthy (a worker runs on its own schedule). */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until no job named `name` is left to run (none created, retrying or active): whatever the
 * queued work was going to do has been done, so a test can then check that nothing more happened
 * without sleeping on the real clock.
 */
export async function drainJobs(name: string, timeoutMs = 10_000): Promise<void> {
  await eventually(async () => {
    const { rows } = await getDatabase().query(
      `select count(*)::int as pending from ${JOBS_SCHEMA}.job where name = $1 and state in ('created', 'retry', 'active')`,
      [name],
    );
    return (rows[0] as { pending: number }).pending === 0;
  }, timeoutMs);
}
