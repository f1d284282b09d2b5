// The database ending the shop's connections under mixed traffic: from a second connection,
// every backend of the shop's database is terminated, again and again, as an administrator's
// `pg_terminate_backend`, a restart or a failover does, while visitors read pages (a blog post
// opens a transaction for each new visitor's view), fill carts and call the API. The shop is a
// real process (tests/helpers/shop-process.ts): a connection that fails while checked out for a
// transaction used to crash it with an unhandled 'error' event. Now the process never exits,
// every answer is a success or 503 "back in a moment" (never a 500), and a second after the last
// termination it serves everything normally again, with no restart.
//
// PostgreSQL only: PGlite lives inside the shop's process, with no connection to end. The run
// on PGlite skips it; `npm test`'s PostgreSQL stage (TEST_DATABASE_URL) runs it.
import { randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, useDatabase } from "../../app/lib/db.server.ts";
import { createBlogPost, createProduct } from "../factories.ts";
import { onPostgres } from "../helpers/db.ts";
import {
  createShopDatabase,
  type ShopDatabase,
  type ShopProcess,
  startShopProcess,
} from "../helpers/shop-process.ts";
import { type SmtpPeer, startSmtpPeer } from "../peers/smtp-peer.ts";

const ROUNDS = 20;
const ROUND_GAP_MS = 100;
const admin = { username: "owner", password: `Lost-${randomUUID()}`, email: "owner@example.com" };

/** A reader's browser: a crawler's view (Node's own user agent is one) opens no transaction. */
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

interface Outcome {
  call: string;
  status: number;
  retryAfter: string | null;
  text: string;
}

describe.runIf(onPostgres())("PostgreSQL ending the shop's connections under page and API traffic", () => {
  let peer: SmtpPeer;
  let database: ShopDatabase;
  let shop: ShopProcess;
  let productId: number;
  let slug: string;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    database = await createShopDatabase();
    useDatabase(await database.open());
    try {
      productId = (await createProduct()).id;
      slug = (await createBlogPost()).slug;
    } finally {
      await closeDatabase();
    }
    shop = await startShopProcess({ database, smtpUrl: peer.url, admin });
  }, 120_000);
  afterAll(async () => {
    await shop?.stop("SIGTERM");
    await peer?.close();
    await database?.remove();
  });

  /** Every kind of request the traffic makes; each new visitor is a new address. */
  function calls(): Array<[string, () => Promise<Response>]> {
    const visitor = () => ({ "x-forwarded-for": `10.${randomBytes(3).join(".")}` });
    const page = (path: string) => () =>
      fetch(`${shop.baseUrl}${path}`, {
        headers: { ...visitor(), accept: "text/html", "user-agent": BROWSER },
      });
    return [
      ["page /", page("/")],
      ["page /blog", page("/blog")],
      // Each new visitor's view of a post is a transaction: a connection checked out between
      // statements, where an ended backend used to crash the process.
      ["page /blog/{slug}", page(`/blog/${slug}`)],
      ["page /blog/{slug}", page(`/blog/${slug}`)],
      ["page /blog/{slug}", page(`/blog/${slug}`)],
      ["page /product/{id}", page(`/product/${productId}`)],
      ["GET /api/products", () => fetch(`${shop.baseUrl}/api/products`, { headers: visitor() })],
      [
        "POST /api/cart",
        () =>
          fetch(`${shop.baseUrl}/api/cart`, {
            method: "POST",
            headers: {
              ...visitor(),
              origin: shop.baseUrl,
              "content-type": "application/json",
              "x-session-id": randomBytes(16).toString("base64url"),
            },
            body: JSON.stringify({ productId, quantity: 1 }),
          }),
      ],
      ["GET /healthz", () => fetch(`${shop.baseUrl}/healthz`)],
    ];
  }

  async function visit(): Promise<Outcome[]> {
    return Promise.all(
      calls().map(async ([call, send]) => {
        try {
          const res = await send();
          return {
            call,
            status: res.status,
            retryAfter: res.headers.get("retry-after"),
            text: await res.text(),
          };
        } catch (err) {
          return { call, status: 0, retryAfter: null, text: String(err) };
        }
      }),
    );
  }

  /** Ends every backend of the shop's database but this one; answers how many. */
  async function terminateShopConnections(): Promise<number> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );
      return rows.filter((r) => r.ended).length;
    } finally {
      await client.end();
    }
  }

  it("never exits, answers 2xx or 503 (never 500), and serves normally a second later", async () => {
    // The first render of each page compiles its modules; that is not what is measured here.
    for (const outcome of await visit())
      expect(outcome.status, `${outcome.call} ${outcome.text}`).toBeLessThan(300);

    let stop = false;
    const seen: Outcome[] = [];
    const visitors = Array.from({ length: 6 }, async () => {
      while (!stop) seen.push(...(await visit()));
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    let ended = 0;
    for (let round = 0; round < ROUNDS; round++) {
      ended += await terminateShopConnections();
      await new Promise((resolve) => setTimeout(resolve, ROUND_GAP_MS));
    }
    stop = true;
    await Promise.all(visitors);

    expect(shop.running(), shop.logTail()).toBe(true);
    // Connections really were ended under the traffic. A quiet runner ends one or more in every
    // round; a busy one, whose shop holds fewer connections at a time, ends fewer in all.
    expect(ended).toBeGreaterThan(2);
    // Enough traffic to matter; a busy runner (three suites on two cores) serves fewer answers.
    expect(seen.length).toBeGreaterThan(5);
    for (const o of seen) {
      const what = `${o.call} → ${o.status} ${o.text.slice(0, 200)}`;
      if (o.status >= 200 && o.status < 300) continue;
      expect(o.status, what).toBe(503);
      expect(o.retryAfter, what).toBe("5");
      expect(o.text, what).not.toMatch(/terminat|administrator|57P01|at .+:\d+:\d+/i);
      if (o.call.startsWith("page ")) expect(o.text, what).toContain("Back in a moment");
      else expect(JSON.parse(o.text), what).toMatchObject({ code: "unavailable" });
    }

    // A second later, with no restart, everything is served normally.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = await visit();
    expect(
      after.map((o) => [o.call, o.status]),
      after.map((o) => `${o.call}: ${o.text.slice(0, 200)}`).join("\n"),
    ).toEqual(after.map((o) => [o.call, o.call === "POST /api/cart" ? 201 : 200]));
    expect(shop.running()).toBe(true);
  }, 120_000);
});
