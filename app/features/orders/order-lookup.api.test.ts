// "Find my order" queues its search as a durable job: the request only enqueues it, so the job
// outlives a restart that comes right after the 202 answer, and whichever process runs it then
// e-mails the private link for a match and nothing for a mismatch.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../../db/schema.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { drainJobs, useJobs } from "../../../tests/helpers/jobs.ts";
import { createOrder } from "../../../tests/kits/orders-test-kit.ts";
import { db, getDatabase } from "../../lib/db.server.ts";
import { JOBS_SCHEMA, startJobs, stopJobs } from "../../lib/jobs.server.ts";
import { ORDER_LOOKUP_JOB } from "./order-lookup.server.ts";

useTestDatabase();
// No workers at first: the jobs wait in the queue as they would for a process that stopped.
useJobs({ workers: false });

const mailsTo = (to: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, "order-link")));

async function queuedLookups(): Promise<{ orderNumber: number; email: string }[]> {
  const { rows } = await getDatabase().query(
    `select data from ${JOBS_SCHEMA}.job where name = $1 and state = 'created' order by created_on`,
    [ORDER_LOOKUP_JOB],
  );
  return rows.map((row) => (row as { data: { orderNumber: number; email: string } }).data);
}

describe("find my order as a queued job", () => {
  it("queues the search for a match and a mismatch alike; once run, only the match is e-mailed", async () => {
    const order = await createOrder();
    const stranger = `stranger-${order.id}@example.com`;
    const client = createClient();
    const match = await client.post("/api/orders/lookup", {
      orderNumber: String(order.id),
      email: order.customerEmail,
    });
    const mismatch = await client.post("/api/orders/lookup", {
      orderNumber: String(order.id),
      email: stranger,
    });
    expect(match.status).toBe(202);
    expect(mismatch.status).toBe(202);
    expect(mismatch.text).toBe(match.text);

    // Answered, queued, and nothing sent yet: the search lives in the queue, not in the request.
    expect(await queuedLookups()).toEqual([
      { orderNumber: order.id, email: order.customerEmail },
      { orderNumber: order.id, email: stranger },
    ]);
    expect(await mailsTo(order.customerEmail)).toHaveLength(0);

    // A restart: the queue comes back with workers, which run what the last process left.
    await stopJobs();
    await startJobs({ workers: true });
    await drainJobs(ORDER_LOOKUP_JOB);

    const mails = await mailsTo(order.customerEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`#${order.id}`);
    expect(await mailsTo(stranger)).toHaveLength(0);
    expect(await queuedLookups()).toEqual([]);
  }, 60_000);
});
