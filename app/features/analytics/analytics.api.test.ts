import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pageViews } from "../../../db/schema.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { signInAsAdmin, signUp } from "../../../tests/kits/test-accounts.ts";
import { db } from "../../lib/db.server.ts";
import { PAGE_VIEW_LIMIT } from "./analytics.api.server.ts";

useTestDatabase();

/** Each test posts a path unique to it, then reads back what was stored for that path. */
async function post(path: string, referrer?: string) {
  return createClient().post(
    "/api/analytics/pageview",
    referrer === undefined ? { path } : { path, referrer },
  );
}

async function storedFor(path: string) {
  return db().select().from(pageViews).where(eq(pageViews.path, path)).orderBy(desc(pageViews.id));
}

describe("POST /api/analytics/pageview", () => {
  it("stores the path and the time, answering 204", async () => {
    const before = Date.now();
    const res = await post("/blog/why-soft-enamel");
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    const [row] = await storedFor("/blog/why-soft-enamel");
    expect(row).toMatchObject({ path: "/blog/why-soft-enamel", referrer: null });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("never stores a query string or a hash", async () => {
    await post("/track-order?id=42&email=jane%40example.com#top");
    expect(await storedFor("/track-order")).toHaveLength(1);
    const leaked = await db().select().from(pageViews);
    expect(leaked.some((r) => r.path.includes("?") || r.path.includes("#") || r.path.includes("jane"))).toBe(
      false,
    );
  });

  it.each([
    ["/balance-payment/9bF3kQ1xZr7aT0pLmN2c4D", "/balance-payment/:token"],
    ["/proof/Zm9vYmFyYmF6cXV4MTIzNDU2", "/proof/:token"],
    ["/orders/cXVpZXQtZmFpcndheS1vcmRlcg", "/orders/:token"],
    ["/reset-password?token=s3cr3t-token-value", "/reset-password"],
    ["/reset-password/s3cr3t-token-value", "/reset-password/:token"],
    ["/verify-email?token=an0ther-s3cret", "/verify-email"],
  ])("replaces the private token of %s", async (sent, stored) => {
    const token = sent.split(/[/=]/).at(-1)!;
    await post(sent);
    expect((await storedFor(stored)).length).toBeGreaterThan(0);
    const all = await db().select().from(pageViews);
    expect(all.some((r) => r.path.includes(token))).toBe(false);
  });

  it("keeps only the referrer's origin", async () => {
    await post("/custom", "https://www.google.com/search?q=custom+golf+pins&client=me");
    const [row] = await storedFor("/custom");
    expect(row!.referrer).toBe("https://www.google.com");
  });

  it("drops a referrer that is not a web address", async () => {
    await post("/register", "not a url");
    const [row] = await storedFor("/register");
    expect(row!.referrer).toBeNull();
  });

  it.each([
    ["a path without a leading slash", { path: "blog" }],
    ["an empty path", { path: "" }],
    ["a path over 300 characters", { path: `/${"a".repeat(300)}` }],
    ["a referrer over 500 characters", { path: "/", referrer: `https://a.example/${"r".repeat(500)}` }],
    ["a missing path", { referrer: "https://a.example" }],
    ["an unknown field", { path: "/", email: "jane@example.com" }],
    ["a path that is not text", { path: 42 }],
  ])("refuses %s with 400", async (_label, body) => {
    const count = (await db().select().from(pageViews)).length;
    const res = await createClient().post("/api/analytics/pageview", body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid" });
    expect(await db().select().from(pageViews)).toHaveLength(count);
  });

  it("slows down a flood from one address", async () => {
    const client = createClient();
    for (let i = 0; i < PAGE_VIEW_LIMIT.limit; i++) {
      expect((await client.post("/api/analytics/pageview", { path: "/flood" })).status).toBe(204);
    }
    const res = await client.post("/api/analytics/pageview", { path: "/flood" });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
    expect((await createClient().post("/api/analytics/pageview", { path: "/flood" })).status).toBe(204);
  });

  it("refuses a body that is not JSON with 400", async () => {
    const res = await createClient().post("/api/analytics/pageview", "{path:", {
      "content-type": "application/json",
    });
    expect(res.status).toBe(400);
  });
});

describe("the owner's own visits", () => {
  it("are not recorded for a signed-in admin, on any page", async () => {
    const { client } = await signInAsAdmin();
    const path = `/blog/admin-read-${Date.now()}`;
    const res = await client.post("/api/analytics/pageview", { path });
    expect(res.status).toBe(204);
    expect(await storedFor(path)).toHaveLength(0);
    // A customer's visit to the same page counts.
    const customer = await signUp();
    await customer.client.post("/api/analytics/pageview", { path });
    expect(await storedFor(path)).toHaveLength(1);
  });

  it.each([
    ["/admin", "/admin"],
    ["/admin?tab=custom-orders&order=12", "/admin"],
    ["/admin/anything", "/admin/anything"],
    ["/login?redirectTo=%2Fadmin", "/login"],
    ["/login?redirectTo=%2Fadmin%3Ftab%3Dblog", "/login"],
  ])("are not recorded for %s, whoever sends it", async (sent, stored) => {
    const before = (await storedFor(stored)).length;
    expect((await post(sent)).status).toBe(204);
    expect(await storedFor(stored)).toHaveLength(before);
  });

  it("keep a shopper's sign-in page", async () => {
    const before = (await storedFor("/login")).length;
    await post("/login?redirectTo=%2Fcheckout");
    expect(await storedFor("/login")).toHaveLength(before + 1);
  });
});
