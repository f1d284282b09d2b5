import { afterAll, beforeAll } from "vitest";
import { resetEnvForTests } from "../../app/lib/env.server.ts";
import { startJobs, stopJobs } from "../../app/lib/jobs.server.ts";

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
