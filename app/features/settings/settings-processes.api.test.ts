// Settings saved through one app are what a second app on the same database serves at once, as
// two processes behind a load balancer would: the test's own app, and a second one that Vite
// loads afresh (tests/security/ssr-app.ts) with its own copy of every module, so nothing one of
// them keeps in memory can reach the other. The second renders real pages, so the footer and the
// structured data are read from its HTML. On PostgreSQL (TEST_DATABASE_URL) both go through the
// same server, as processes would.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { signInAsAdmin } from "../../../tests/kits/test-accounts.ts";
import { type SsrApp, startSsrApp } from "../../../tests/security/ssr-app.ts";
import { env } from "../../lib/env.server.ts";
import { OWNER_NOTICE_EVENTS, type OwnerNotices, type ShopSettings } from "./settings.schemas.ts";

useTestDatabase();

const notices = Object.fromEntries(OWNER_NOTICE_EVENTS.map((e) => [e.id, true])) as OwnerNotices;
const FIRST: ShopSettings = {
  shopName: "Dune Pin Co.",
  supportEmail: "hello@dunepins.example",
  supportPhone: "(555) 010-4455",
  postalAddress: "9 Marram Lane, Sandy Hook, NJ 07732",
  rushCapacityPerMonth: 3,
  ownerNoticeEmail: "owner@dunepins.example",
  ownerNotices: notices,
};
const SECOND: ShopSettings = {
  ...FIRST,
  shopName: "Heather Pin Co.",
  postalAddress: "1 Moor Road, Pinehurst, NC 28374",
  rushCapacityPerMonth: 6,
};

let second: SsrApp;
let owner: TestClient;
beforeAll(async () => {
  [second, { client: owner }] = await Promise.all([startSsrApp(), signInAsAdmin()]);
}, 180_000);
afterAll(() => second?.close());

/** A request to the second app, as `client`'s browser (its cookies) or as a visitor. */
async function onSecond(path: string, init: { client?: TestClient; method?: string; body?: unknown } = {}) {
  const headers = new Headers({ "x-forwarded-for": "192.0.2.77", origin: "http://localhost" });
  if (init.client) headers.set("cookie", [...init.client.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
  if (init.body !== undefined) headers.set("content-type", "application/json");
  const res = await second.app.request(`http://localhost${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  // React separates neighbouring texts with empty comments; a reader sees one line.
  return { status: res.status, text: (await res.text()).replaceAll("<!-- -->", "") };
}

/** The footer's address on a page of the second app. */
function footerAddress(html: string): string | undefined {
  return /data-testid="footer-address"[^>]*>([^<]*)</.exec(html)?.[1];
}

/** A visitor's page may come from the public cache, which drops it once the database's notification arrives. */
async function visitorSees(path: string, text: string): Promise<boolean> {
  for (let i = 0; i < 50; i++) {
    if ((await onSecond(path)).text.includes(text)) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

describe("settings on two apps over one database", () => {
  it("a change saved through one is served by the other on its next request, pages included", async () => {
    const before = await onSecond("/", { client: owner });
    expect(footerAddress(before.text)).toBe(env().POSTAL_ADDRESS);
    await onSecond("/");
    await onSecond("/");

    expect((await owner.put("/api/admin/settings", FIRST)).status).toBe(200);

    const api = await onSecond("/api/admin/settings", { client: owner });
    expect(JSON.parse(api.text)).toEqual(FIRST);
    const rush = await onSecond("/api/custom-orders/rush-availability");
    expect(JSON.parse(rush.text)).toMatchObject({ capacity: 3 });
    const page = await onSecond("/", { client: owner });
    expect(page.status).toBe(200);
    expect(footerAddress(page.text)).toBe(FIRST.postalAddress);
    expect(page.text).toContain(`${FIRST.shopName.replace(/\.$/, "")}. All rights reserved.`);
    expect(page.text).toContain(`<title>Custom Golf Pins &amp; Ball Markers | ${FIRST.shopName}</title>`);
    // The home page's structured data names the shop and reads its address.
    expect(page.text).toContain('"streetAddress":"9 Marram Lane","addressLocality":"Sandy Hook"');
    expect(await visitorSees("/", FIRST.postalAddress)).toBe(true);
    expect(await visitorSees("/blog", FIRST.postalAddress)).toBe(true);
  });

  it("and the other way round: saved through the second, used by the first at once", async () => {
    const saved = await onSecond("/api/admin/settings", { client: owner, method: "PUT", body: SECOND });
    expect(saved.status).toBe(200);
    expect((await owner.get("/api/admin/settings")).body).toEqual(SECOND);
    expect(
      (await owner.get<{ capacity: number }>("/api/custom-orders/rush-availability")).body.capacity,
    ).toBe(6);
  });
});
