// The live-link mechanism (docs/product-rules.md#links): one derived token per order, purpose
// and generation (with a random salt per link), only its hash stored; a link made before the rule, or under another secret,
// keeps working while the next answer adds a generation; a replaced generation is never reused.
import { createHash, createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { orderLinks } from "../../../db/schema.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { orderData, prepare } from "../../../tests/kits/custom-orders-test-kit.ts";
import { db } from "../../lib/db.server.ts";
import { env, resetEnvForTests } from "../../lib/env.server.ts";
import { createOrderLink, isOrderLink, liveLink, replaceLink } from "./order-links.server.ts";

useTestDatabase();

async function newOrderId(): Promise<number> {
  const prepared = await prepare(createClient(), orderData());
  if (prepared.status !== 201) throw new Error(`prepare failed: ${prepared.status}`);
  return prepared.body.id;
}

const linksOf = (customOrderId: number) =>
  db().select().from(orderLinks).where(eq(orderLinks.customOrderId, customOrderId)).orderBy(orderLinks.id);

afterEach(() => {
  delete process.env.SESSION_SECRET;
  resetEnvForTests();
});

describe("liveLink", () => {
  it("answers one token per order and purpose, storing only its hash", async () => {
    const id = await newOrderId();
    const first = await liveLink(db(), { customOrderId: id }, "balance");
    const again = await liveLink(db(), { customOrderId: id }, "balance");
    expect(first.created).toBe(true);
    expect(again).toEqual({ token: first.token, created: false });
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const proof = await liveLink(db(), { customOrderId: id }, "proof");
    expect(proof.token).not.toBe(first.token);
    const other = await liveLink(db(), { customOrderId: await newOrderId() }, "balance");
    expect(other.token).not.toBe(first.token);
    const rows = await linksOf(id);
    expect(rows.filter((r) => r.purpose === "balance")).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(first.token);
  });

  it("keeps a link made randomly or under another secret working, and adds a new generation", async () => {
    const id = await newOrderId();
    const legacy = await createOrderLink(db(), id, "balance");
    const derived = await liveLink(db(), { customOrderId: id }, "balance");
    expect(derived.created).toBe(true);
    expect(await isOrderLink(legacy, id, "balance")).toBe(true);

    process.env.SESSION_SECRET = "another-secret-of-at-least-thirty-two-characters";
    resetEnvForTests();
    const rotated = await liveLink(db(), { customOrderId: id }, "balance");
    expect(rotated.created).toBe(true);
    expect(rotated.token).not.toBe(derived.token);
    expect(await isOrderLink(derived.token, id, "balance")).toBe(true);
    expect(await isOrderLink(rotated.token, id, "balance")).toBe(true);
  });
});

describe("replaceLink", () => {
  it("revokes the live link and never hands out a revoked generation again", async () => {
    const id = await newOrderId();
    const { token: old } = await liveLink(db(), { customOrderId: id }, "proof");
    const fresh = await replaceLink(db(), { customOrderId: id }, "proof");
    expect(fresh).not.toBe(old);
    expect(await isOrderLink(old, id, "proof")).toBe(false);
    expect(await liveLink(db(), { customOrderId: id }, "proof")).toEqual({ token: fresh, created: false });
    const generations = (await linksOf(id))
      .filter((r) => r.purpose === "proof")
      .map((r) => [r.generation, r.revokedAt !== null]);
    expect(generations).toEqual([
      [1, true],
      [2, false],
    ]);
  });
});

describe("the salt of a derived link", () => {
  it("keeps a new order from getting the token of a lost one after a database restore", async () => {
    const id = await newOrderId();
    const { token: lost } = await liveLink(db(), { customOrderId: id }, "proof");
    // The backup was taken before this order: restoring it loses the order and its links, and
    // order ids start again from where the backup left them, under the same secret.
    await db().execute(sql`delete from custom_orders where id = ${id}`);
    await db().execute(sql.raw(`alter sequence custom_orders_id_seq restart with ${id}`));
    expect(await newOrderId()).toBe(id);

    const { token, created } = await liveLink(db(), { customOrderId: id }, "proof");
    expect(created).toBe(true);
    expect(token).not.toBe(lost);
    expect(await isOrderLink(lost, id, "proof")).toBe(false);
    expect(await isOrderLink(token, id, "proof")).toBe(true);
    const [row] = (await linksOf(id)).filter((r) => r.purpose === "proof");
    expect(row!.salt).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("keeps a link made before salts working: the same token is answered again", async () => {
    const id = await newOrderId();
    // Derived as links were before salts: no salt in the message, none on the row.
    const key = createHmac("sha256", env().sessionSecret).update("order-links/v1").digest();
    const legacy = createHmac("sha256", key).update(`balance:custom-order:${id}:1`).digest("base64url");
    await db()
      .insert(orderLinks)
      .values({
        purpose: "balance",
        customOrderId: id,
        generation: 1,
        tokenHash: createHash("sha256").update(legacy).digest("hex"),
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    expect(await liveLink(db(), { customOrderId: id }, "balance")).toEqual({ token: legacy, created: false });

    const fresh = await replaceLink(db(), { customOrderId: id }, "balance");
    expect(await isOrderLink(legacy, id, "balance")).toBe(false);
    expect(await liveLink(db(), { customOrderId: id }, "balance")).toEqual({ token: fresh, created: false });
    const rows = (await linksOf(id)).filter((r) => r.purpose === "balance");
    expect(rows.map((r) => [r.generation, r.salt === null])).toEqual([
      [1, true],
      [2, false],
    ]);
  });
});
