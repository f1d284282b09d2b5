// PostgreSQL going away under traffic (issue 8, item 5): from a second connection, every other
// backend of the shop's database is terminated — what a database restart or failover does to
// the shop's connections, its pool's and pg-boss's — while shoppers browse, fill carts and the
// health check is polled. Requests caught in it may fail (with the generic error, never a
// stack); the process stays up and, with no restart, the shop serves again: pages, writes,
// the health check and the background jobs. PostgreSQL only: PGlite lives inside the process.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { getDatabase } from "../../app/lib/db.server.ts";
import { createProduct } from "../factories.ts";
import { createClient } from "../helpers/client.ts";
import { onPostgres, useTestDatabase } from "../helpers/db.ts";
import { eventually, useJobs } from "../helpers/jobs.ts";
import { useSmtpPeer } from "../helpers/smtp-env.ts";
import { addToCart, newShopper } from "../kits/paypal-test-kit.ts";
import { signUp } from "../kits/test-accounts.ts";

useTestDatabase();

const peer = useSmtpPeer();
useJobs({ workers: true });

/** Terminates every backend of the shop's database but the caller's; answers how many. */
async function terminateShopConnections(): Promise<number> {
  const client = new pg.Client({ connectionString: getDatabase().connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ killed: boolean }>(
      `select pg_terminate_backend(pid) as killed from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return rows.filter((r) => r.killed).length;
  } finally {
    await client.end();
  }
}

interface Outcome {
  status: number;
  text: string;
}

/** A shopper's few requests: the catalog, a cart line, the health check. */
async function browse(productId: number): Promise<Outcome[]> {
  const shopper = newShopper();
  const calls = [
    shopper.client.get("/api/products"),
    shopper.client.post("/api/cart", { productId, quantity: 1 }),
    createClient().get("/healthz"),
  ];
  return (await Promise.allSettled(calls)).map((r) =>
    r.status === "fulfilled"
      ? { status: r.value.status, text: r.value.text }
      : { status: 0, text: String(r.reason) },
  );
}

describe.runIf(onPostgres())("PostgreSQL terminating the shop's connections under traffic", () => {
  it("leaves the process up and serving again without a restart", async () => {
    const pin = await createProduct();
    let stop = false;
    const seen: Outcome[] = [];
    const traffic = (async () => {
      while (!stop) seen.push(...(await browse(pin.id)));
    })();
    const concurrent = Array.from({ length: 3 }, async () => {
      while (!stop) seen.push(...(await browse(pin.id)));
    });

    await new Promise((resolve) => setTimeout(resolve, 300));
    let killed = 0;
    for (let round = 0; round < 3; round++) {
      killed += await terminateShopConnections();
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop = true;
    await Promise.all([traffic, ...concurrent]);

    expect(killed).toBeGreaterThan(0);
    expect(seen.length).toBeGreaterThan(20);
    // Every answer during the outage is an answer: a 2xx, or "try again shortly" (503 with
    // Retry-After), never a 500 and never internals.
    for (const o of seen) {
      expect(o.status, o.text).toBeGreaterThan(0);
      expect(o.status, o.text).not.toBe(500);
      if (o.status >= 500) {
        expect(o.status, o.text).toBe(503);
        expect(o.text).not.toMatch(/terminat|postgres|at .+:\d+:\d+/i);
      }
    }

    // With no restart, everything works again: reads, writes, the health check.
    const recovered = await eventually(async () => {
      const outcomes = await browse(pin.id);
      return outcomes.every((o) => o.status < 300) && outcomes;
    }, 15_000);
    expect(recovered.map((o) => o.status)).toEqual([200, 201, 200]);
    const shopper = newShopper();
    await addToCart(shopper, pin.id, 2);
    expect((await shopper.client.get<unknown[]>("/api/cart")).body).toHaveLength(1);

    // And the background jobs: a sign-up's e-mail is delivered by pg-boss's worker.
    const email = `back-${randomUUID().slice(0, 8)}@example.com`;
    await signUp({ email });
    await eventually(async () => peer.received.find((m) => m.to.includes(email)), 30_000);
  }, 90_000);
});
