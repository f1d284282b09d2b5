// Pages while the database is away: a database that refuses connections (a closed port) stands
// in for one that is restarting. Every page, whether its loader or the session lookup before it
// finds the database gone, answers 503 with Retry-After and the "back in a moment" page in the
// shop's frame, as the API answers 503 with its JSON; none answers 500. The pages are the real
// server-rendered ones (Vite SSR through `app.request`).
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, getDatabase, openDatabase, useDatabase } from "../../app/lib/db.server.ts";
import { createProduct } from "../factories.ts";
import { useTestDatabase } from "../helpers/db.ts";
import { type SsrApp, startSsrApp } from "../security/ssr-app.ts";

useTestDatabase();

let ssr: SsrApp;
let shop: Database;
let away: Database;
let productId: number;
beforeAll(async () => {
  ssr = await startSsrApp();
  productId = (await createProduct()).id;
  shop = getDatabase();
  // A port that was free a moment ago: connecting to it is refused, as during a restart.
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
  away = await openDatabase({ url: `postgres://shop@127.0.0.1:${port}/shop` });
}, 180_000);
afterAll(async () => {
  useDatabase(shop);
  await away?.close();
  await ssr?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ssr.app.request(`http://localhost${url}`, {
    headers: { "x-forwarded-for": "192.0.2.60", accept: "text/html", ...headers },
  });

describe("pages while the database is away", () => {
  it("answer 503 with Retry-After and the back-in-a-moment page, then serve again", async () => {
    const signedIn = { cookie: "sid=a-session-the-database-must-look-up" };
    const visits: Array<[string, Record<string, string>]> = [
      ...["/", "/blog", "/blog/some-post", `/product/${productId}`].flatMap(
        (url): Array<[string, Record<string, string>]> => [
          [url, {}],
          [url, signedIn],
        ],
      ),
      // The builder's page reads nothing from the database; a signed-in visitor's session does.
      ["/custom", signedIn],
    ];
    useDatabase(away);
    try {
      for (const [url, headers] of visits) {
        const res = await get(url, headers);
        const html = await res.text();
        expect(res.status, `${url} ${JSON.stringify(headers)}`).toBe(503);
        expect(res.headers.get("retry-after")).toBe("5");
        expect(res.headers.get("content-type")).toMatch(/^text\/html/);
        expect(html).toContain("Back in a moment");
        expect(html).toContain("Try again");
        // In the shop's frame: its header, and no internals of the failure.
        expect(html).toContain("Fairway Pin Co.");
        expect(html).not.toMatch(/ECONNREFUSED|postgres|at .+:\d+:\d+/i);
      }
      // The API and the health check answer JSON, whatever the caller accepts.
      for (const url of ["/api/products", "/healthz"]) {
        const res = await get(url);
        expect(res.status, url).toBe(503);
        expect(await res.json()).toMatchObject({ code: "unavailable" });
      }
    } finally {
      useDatabase(shop);
    }
    for (const url of ["/", `/product/${productId}`]) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(await res.text()).not.toContain("Back in a moment");
    }
  });
});
