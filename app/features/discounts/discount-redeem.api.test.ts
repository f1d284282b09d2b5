import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { describe, expect, it } from "vitest";
import * as schema from "../../../db/schema.ts";
import { createDiscountCode } from "../../../tests/factories.ts";
import { onPostgres, useTestDatabase } from "../../../tests/helpers/db.ts";
import { type Db, db, getDatabase } from "../../lib/db.server.ts";
import { redeemDiscountCode, releaseDiscountCode } from "./discounts.server.ts";

useTestDatabase();

const CHECKOUTS = 20;
const usedCount = async (id: number) =>
  (await db().select().from(schema.discountCodes).where(eq(schema.discountCodes.id, id)))[0]!.usedCount;

/** A barrier: every checkout has begun its transaction before any of them redeems. */
function barrier(parties: number) {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return async () => {
    if (++arrived === parties) open();
    await opened;
  };
}

/**
 * The coupon-limit race: separate checkouts, each on its own connection and in its own
 * transaction, all redeem the code at once and hold their transaction open a moment before
 * committing, as a capture would.
 */
async function concurrentRedeems(codeId: number): Promise<boolean[]> {
  const { rows } = await getDatabase().query("select current_database() as name");
  const { name } = rows[0] as { name: string };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const clients = Array.from(
    { length: CHECKOUTS },
    () => new pg.Client({ connectionString: url.toString() }),
  );
  await Promise.all(clients.map((c) => c.connect()));
  try {
    const ready = barrier(CHECKOUTS);
    return await Promise.all(
      clients.map((client) =>
        (drizzle({ client, schema, casing: "snake_case" }) as unknown as Db).transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await ready();
          const won = await redeemDiscountCode(tx, codeId);
          await new Promise((resolve) => setTimeout(resolve, 20));
          return won;
        }),
      ),
    );
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}

/** PGlite has one connection: the same checkouts one after another, each in its transaction. */
async function sequentialRedeems(codeId: number): Promise<boolean[]> {
  const results: boolean[] = [];
  for (let i = 0; i < CHECKOUTS; i++)
    results.push(await db().transaction((tx) => redeemDiscountCode(tx, codeId)));
  return results;
}

const redeemAll = (codeId: number) => (onPostgres() ? concurrentRedeems(codeId) : sequentialRedeems(codeId));

describe("redeemDiscountCode: the use counter at payment time", () => {
  it.each([1, 5])(
    `lets exactly %i of ${CHECKOUTS} checkouts take a code with maxUses %i`,
    async (maxUses) => {
      const code = await createDiscountCode({ maxUses });
      const results = await redeemAll(code.id);
      expect(results.filter(Boolean)).toHaveLength(maxUses);
      expect(await usedCount(code.id)).toBe(maxUses);
    },
  );

  it("counts every use of a code without a limit", async () => {
    const code = await createDiscountCode();
    expect((await redeemAll(code.id)).every(Boolean)).toBe(true);
    expect(await usedCount(code.id)).toBe(CHECKOUTS);
  });

  it.each([
    ["inactive", { isActive: false }],
    ["expired", { endsAt: new Date(Date.now() - 1000) }],
    ["not started", { startsAt: new Date(Date.now() + 60_000) }],
    ["used up", { maxUses: 3, usedCount: 3 }],
  ])("refuses a code that is %s and counts nothing", async (_label, overrides) => {
    const code = await createDiscountCode(overrides);
    expect(await db().transaction((tx) => redeemDiscountCode(tx, code.id))).toBe(false);
    expect(await usedCount(code.id)).toBe(code.usedCount);
  });

  it("takes nothing when the payment's transaction rolls back", async () => {
    const code = await createDiscountCode({ maxUses: 1 });
    await expect(
      db().transaction(async (tx) => {
        expect(await redeemDiscountCode(tx, code.id)).toBe(true);
        throw new Error("capture declined");
      }),
    ).rejects.toThrow("capture declined");
    expect(await usedCount(code.id)).toBe(0);
    expect(await db().transaction((tx) => redeemDiscountCode(tx, code.id))).toBe(true);
  });

  it("gives a use back with releaseDiscountCode, never below zero", async () => {
    const code = await createDiscountCode({ maxUses: 1 });
    expect(await redeemDiscountCode(db(), code.id)).toBe(true);
    expect(await redeemDiscountCode(db(), code.id)).toBe(false);
    await releaseDiscountCode(db(), code.id);
    expect(await usedCount(code.id)).toBe(0);
    await releaseDiscountCode(db(), code.id);
    expect(await usedCount(code.id)).toBe(0);
    expect(await redeemDiscountCode(db(), code.id)).toBe(true);
  });
});
