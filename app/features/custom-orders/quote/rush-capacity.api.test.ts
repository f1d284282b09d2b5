import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customOrders, settings } from "../../../../db/schema.ts";
import { createClient } from "../../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../../tests/helpers/db.ts";
import { orderData, prepare } from "../../../../tests/kits/custom-orders-test-kit.ts";
import { db } from "../../../lib/db.server.ts";
import { DEFAULT_RUSH_CAPACITY } from "../../settings/index.ts";
import type { CustomOrderStatus } from "../order-status.ts";
import { getRushAvailability, monthOf } from "./rush-capacity.server.ts";
import { RUSH_CAPACITY_SETTING, RUSH_FULL, type RushAvailabilityJson } from "./rush-capacity.ts";

useTestDatabase();

/** A custom order row as prepare stores it: 100 silver pins, $500 plus rush. */
async function order(status: CustomOrderStatus, rushOrder: boolean, createdAt = new Date()) {
  await db()
    .insert(customOrders)
    .values({
      customerName: "Rush Tester",
      customerEmail: "rush@example.com",
      quantity: 100,
      size: "1inch",
      plating: "silver",
      pinBack: "rubber",
      packaging: ["just-pins"],
      rushOrder,
      pricePerPinCents: 500,
      subtotalCents: 50_000,
      rushFeeCents: rushOrder ? 10_000 : 0,
      totalCents: rushOrder ? 60_000 : 50_000,
      depositCents: rushOrder ? 6_000 : 5_000,
      balanceCents: rushOrder ? 54_000 : 45_000,
      status,
      createdAt,
    });
}

const availability = async () => {
  const res = await createClient().get<RushAvailabilityJson>("/api/custom-orders/rush-availability");
  expect(res.status).toBe(200);
  return res.body;
};

async function setCapacity(value: unknown) {
  await db()
    .insert(settings)
    .values({ key: RUSH_CAPACITY_SETTING, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

describe("GET /api/custom-orders/rush-availability", () => {
  it("counts paid rush orders of this month only, not prepared, cancelled or standard ones", async () => {
    const before = await availability();
    await order("deposit_paid", true);
    await order("in_production", true);
    await order("pending", true);
    await order("cancelled", true);
    await order("shipped", false);
    const lastMonth = new Date(monthOf(new Date())[0].getTime() - 1000);
    await order("delivered", true, lastMonth);

    const after = await availability();
    expect(after.used).toBe(before.used + 2);
    expect(after.spotsLeft).toBe(Math.max(0, after.capacity - after.used));
  });

  it("uses the capacity the owner set, never below zero spots", async () => {
    await setCapacity(3);
    const some = await availability();
    expect(some.capacity).toBe(3);
    await order("deposit_paid", true);
    await order("deposit_paid", true);
    await order("deposit_paid", true);
    const full = await availability();
    expect(full).toEqual({ capacity: 3, used: full.used, spotsLeft: 0 });
    expect(full.used).toBeGreaterThanOrEqual(3);
    await db().delete(settings).where(eq(settings.key, RUSH_CAPACITY_SETTING));
  });

  it("falls back to the default capacity for a missing or unusable setting", async () => {
    await setCapacity("lots");
    expect((await availability()).capacity).toBe(DEFAULT_RUSH_CAPACITY);
    await db().delete(settings).where(eq(settings.key, RUSH_CAPACITY_SETTING));
    expect((await availability()).capacity).toBe(DEFAULT_RUSH_CAPACITY);
  });

  it("counts by calendar month", async () => {
    const inMarch = new Date(Date.UTC(2031, 2, 15));
    await order("approved", true, new Date(Date.UTC(2031, 2, 1)));
    await order("approved", true, new Date(Date.UTC(2031, 2, 31, 23, 59)));
    await order("approved", true, new Date(Date.UTC(2031, 3, 1)));
    expect((await getRushAvailability(inMarch)).used).toBe(2);
    expect((await getRushAvailability(new Date(Date.UTC(2031, 3, 20)))).used).toBe(1);
  });
});

describe("POST /api/custom-orders/prepare with no rush spots left", () => {
  it("refuses rush, and still takes standard delivery", async () => {
    await setCapacity(0);
    const client = createClient();
    const rush = await prepare(client, orderData({ rushOrder: true }));
    expect(rush.status).toBe(409);
    expect(rush.body).toMatchObject({ message: RUSH_FULL, code: "conflict", field: "rushOrder" });
    expect((await prepare(client, orderData({ rushOrder: false }))).status).toBe(201);

    await setCapacity(1_000);
    expect((await prepare(client, orderData({ rushOrder: true }))).status).toBe(201);
    await db().delete(settings).where(eq(settings.key, RUSH_CAPACITY_SETTING));
  });
});
