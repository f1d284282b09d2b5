import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { settings } from "../../db/schema.ts";
import { useTestDatabase } from "../../tests/helpers/db.ts";
import { eventually, useJobs } from "../../tests/helpers/jobs.ts";
import { db, getDatabase } from "./db.server.ts";
import { enqueue, JOBS_SCHEMA, registerJob, startJobs } from "./jobs.server.ts";

useTestDatabase();

const seen: string[] = [];
const attempts = new Map<string, number>();

registerJob<{ value: string }>("test.record", async ({ value }) => {
  seen.push(value);
});
registerJob<{ value: string }>(
  "test.flaky",
  async ({ value }) => {
    const attempt = (attempts.get(value) ?? 0) + 1;
    attempts.set(value, attempt);
    if (attempt === 1) throw new Error("first attempt fails");
    seen.push(value);
  },
  { retryLimit: 1, retryDelay: 0 },
);

const calls = new Map<string, number>();
registerJob<{ value: string; fail: boolean }>(
  "test.batch",
  async ({ value, fail }) => {
    calls.set(value, (calls.get(value) ?? 0) + 1);
    if (fail) throw new Error("this one fails");
  },
  { retryLimit: 0, batchSize: 5 },
);

useJobs({ workers: true });

async function jobExists(id: string | null): Promise<boolean> {
  const { rows } = await getDatabase().query(`select 1 from ${JOBS_SCHEMA}.job where id = $1`, [id]);
  return rows.length > 0;
}

describe("jobs", () => {
  test("a job enqueued in a committed transaction is run by a worker", async () => {
    const value = randomUUID();
    const id = await db().transaction(async (tx) => {
      await tx.insert(settings).values({ key: `job-test-${value}`, value: { value } });
      return enqueue(tx, "test.record", { value });
    });
    expect(await jobExists(id)).toBe(true);
    await eventually(async () => seen.includes(value));
  });

  test("a transaction that rolls back takes its job with it", async () => {
    const value = randomUUID();
    let id: string | null = null;
    await expect(
      db().transaction(async (tx) => {
        await tx.insert(settings).values({ key: `job-test-${value}`, value: { value } });
        id = await enqueue(tx, "test.record", { value });
        throw new Error("business rule failed");
      }),
    ).rejects.toThrow("business rule failed");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await jobExists(id)).toBe(false);
    expect(
      await db()
        .select()
        .from(settings)
        .where(eq(settings.key, `job-test-${value}`)),
    ).toEqual([]);
  });

  test("a job can be enqueued outside a transaction, through the database handle", async () => {
    const value = randomUUID();
    await enqueue(db(), "test.record", { value });
    await eventually(async () => seen.includes(value));
  });

  test("a failing job is retried by pg-boss", async () => {
    const value = randomUUID();
    await enqueue(db(), "test.flaky", { value });
    await eventually(async () => seen.includes(value));
    expect(attempts.get(value)).toBe(2);
  });

  test("a failing job in a batch fails alone; its neighbours complete once", async () => {
    const [good, bad] = [randomUUID(), randomUUID()];
    const ids = await db().transaction(async (tx) => [
      await enqueue(tx, "test.batch", { value: bad, fail: true }),
      await enqueue(tx, "test.batch", { value: good, fail: false }),
    ]);
    const states = await eventually(async () => {
      const { rows } = await getDatabase().query(
        `select id, state from ${JOBS_SCHEMA}.job where id = any($1::uuid[]) and state in ('completed', 'failed')`,
        [ids],
      );
      return (
        rows.length === 2 && new Map((rows as { id: string; state: string }[]).map((r) => [r.id, r.state]))
      );
    });
    expect([states.get(ids[0]!), states.get(ids[1]!)]).toEqual(["failed", "completed"]);
    expect([calls.get(bad), calls.get(good)]).toEqual([1, 1]);
  });

  test("an unregistered job name is refused", async () => {
    await expect(enqueue(db(), "test.unknown", {})).rejects.toThrow(/no job of that name/);
  });

  test("startJobs is idempotent and refuses a change of mode", async () => {
    await expect(startJobs({ workers: true })).resolves.toBeUndefined();
    await expect(startJobs({ workers: false })).rejects.toThrow(/already started with workers/);
  });
});
