import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { discountCodes } from "../../../db/schema.ts";
import { createDiscountCode, createUser, signIn } from "../../../tests/factories.ts";
import { createClient, type TestClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { db } from "../../lib/db.server.ts";
import type { DiscountCodeJson } from "./discounts.schemas.ts";

useTestDatabase();

let serial = 0;
const codeName = (prefix = "ADM") => `${prefix}${++serial}`;

async function signedIn(role: "admin" | "customer"): Promise<TestClient> {
  const { user, password } = await createUser({ role });
  const client = createClient();
  await signIn(client, user.username, password);
  return client;
}

const stored = async (id: number) =>
  (await db().select().from(discountCodes).where(eq(discountCodes.id, id)))[0];

describe("discount-code admin calls are for admins only", () => {
  it.each([
    ["a guest", 401, () => Promise.resolve(createClient())],
    ["a customer", 403, () => signedIn("customer")],
  ])("refuses %s with %i and changes nothing", async (_label, status, makeClient) => {
    const client = await makeClient();
    const row = await createDiscountCode();
    const valid = { code: codeName(), discountType: "percentage", discountValue: 10 };
    for (const res of [
      await client.get("/api/discount-codes"),
      await client.post("/api/discount-codes", valid),
      await client.patch(`/api/discount-codes/${row.id}`, { isActive: false }),
      await client.delete(`/api/discount-codes/${row.id}`),
    ]) {
      expect(res.status).toBe(status);
    }
    expect(await stored(row.id)).toEqual(row);
  });
});

describe("discount-code admin", () => {
  it("creates a percentage code, trimmed and uppercased, and lists it in the record's shape", async () => {
    const admin = await signedIn("admin");
    const res = await admin.post<DiscountCodeJson>("/api/discount-codes", {
      code: "  summer20 ",
      discountType: "percentage",
      discountValue: 20,
      maxUses: 100,
      startsAt: "2026-06-01T00:00:00Z",
      endsAt: "2026-09-01T00:00:00.000+02:00",
    });
    expect(res.status).toBe(201);
    const expected = {
      id: expect.any(Number),
      code: "SUMMER20",
      discountType: "percentage",
      discountValue: 20,
      minimumOrderAmount: null,
      maxUses: 100,
      usedCount: 0,
      isActive: true,
      startsAt: "2026-06-01T00:00:00.000Z",
      endsAt: "2026-08-31T22:00:00.000Z",
      startsOn: "2026-06-01",
      endsOn: "2026-08-31",
      createdAt: expect.any(String),
    };
    expect(res.body).toEqual(expected);
    const list = await admin.get<DiscountCodeJson[]>("/api/discount-codes");
    expect(list.status).toBe(200);
    expect(list.body.find((c) => c.code === "SUMMER20")).toEqual(expected);
  });

  it("takes a fixed amount and a minimum in dollars and stores cents", async () => {
    const admin = await signedIn("admin");
    const code = codeName("FIX");
    const res = await admin.post<DiscountCodeJson>("/api/discount-codes", {
      code,
      discountType: "fixed",
      discountValue: 12.5,
      minimumOrderAmount: 50,
      isActive: false,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      code,
      discountType: "fixed",
      discountValue: 12.5,
      minimumOrderAmount: 50,
      isActive: false,
    });
    expect(await stored(res.body.id)).toMatchObject({ discountValue: 1250, minimumOrderAmountCents: 5000 });
  });

  it.each([
    [{ discountType: "percentage", discountValue: 0 }, "A percentage must be a whole number from 1 to 100"],
    [{ discountType: "percentage", discountValue: 101 }, "A percentage must be a whole number from 1 to 100"],
    [{ discountType: "percentage", discountValue: -15 }, "A percentage must be a whole number from 1 to 100"],
    [
      { discountType: "percentage", discountValue: 12.5 },
      "A percentage must be a whole number from 1 to 100",
    ],
    [{ discountType: "fixed", discountValue: 0 }, "A fixed discount must be a dollar amount above $0.00"],
    [{ discountType: "fixed", discountValue: -5 }, "A fixed discount must be a dollar amount above $0.00"],
    [{ discountType: "fixed", discountValue: 1.234 }, "A fixed discount must be a dollar amount above $0.00"],
    [{ discountType: "bogo", discountValue: 10 }, "Discount type must be percentage or fixed"],
    [{ code: "BAD CODE!" }, "Code must be 2 to 32 letters, digits, dashes or underscores"],
    [{ code: "" }, "Code must be 2 to 32 letters, digits, dashes or underscores"],
    [{ maxUses: 0 }, "Maximum uses must be a whole number of at least 1"],
    [{ maxUses: 2.5 }, "Maximum uses must be a whole number of at least 1"],
    [{ maxUses: -3 }, "Maximum uses must be a whole number of at least 1"],
    [{ minimumOrderAmount: -1 }, "Minimum order amount must be a dollar amount"],
    [{ discountValue: "ten" }, "Discount value is required"],
    [
      { startsAt: "next tuesday" },
      "Use a date such as 2026-06-01, or an ISO date and time such as 2026-06-01T00:00:00Z",
    ],
    [
      { startsAt: "2026-06-02T00:00:00Z", endsAt: "2026-06-01T00:00:00Z" },
      "The end date must be after the start date",
    ],
  ])("refuses %o with the message %j", async (change, message) => {
    const admin = await signedIn("admin");
    const code = codeName("BAD");
    const res = await admin.post("/api/discount-codes", {
      code,
      discountType: "percentage",
      discountValue: 10,
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid", message });
    expect(await db().select().from(discountCodes).where(eq(discountCodes.code, code))).toEqual([]);
  });

  it("refuses a client's usedCount or id (strict)", async () => {
    const admin = await signedIn("admin");
    const body = { code: codeName(), discountType: "percentage", discountValue: 10 };
    expect((await admin.post("/api/discount-codes", { ...body, usedCount: 0 })).status).toBe(400);
    expect((await admin.post("/api/discount-codes", { ...body, id: 1 })).status).toBe(400);
  });

  it("answers 400 for a code that already exists, whatever its case", async () => {
    const admin = await signedIn("admin");
    const row = await createDiscountCode();
    const res = await admin.post("/api/discount-codes", {
      code: row.code.toLowerCase(),
      discountType: "fixed",
      discountValue: 5,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "A discount code with this code already exists" });
  });

  it("edits some fields and keeps the others", async () => {
    const admin = await signedIn("admin");
    const row = await createDiscountCode({ discountType: "fixed", discountValue: 1000, maxUses: 10 });
    const res = await admin.patch<DiscountCodeJson>(`/api/discount-codes/${row.id}`, {
      isActive: false,
      discountValue: 7.5,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: row.code,
      discountType: "fixed",
      discountValue: 7.5,
      maxUses: 10,
      isActive: false,
    });
    expect(await stored(row.id)).toMatchObject({ discountValue: 750, isActive: false, maxUses: 10 });
  });

  it("checks an edit against the whole code", async () => {
    const admin = await signedIn("admin");
    const row = await createDiscountCode({
      discountType: "fixed",
      discountValue: 15000,
      usedCount: 3,
      maxUses: 5,
    });
    const toPercent = await admin.patch(`/api/discount-codes/${row.id}`, { discountType: "percentage" });
    expect(toPercent.status).toBe(400);
    expect(toPercent.body).toMatchObject({ message: "A percentage must be a whole number from 1 to 100" });
    const belowUses = await admin.patch(`/api/discount-codes/${row.id}`, { maxUses: 2 });
    expect(belowUses.status).toBe(400);
    expect(belowUses.body).toMatchObject({ message: "Maximum uses cannot be lower than the 3 uses so far" });
    expect((await admin.patch(`/api/discount-codes/${row.id}`, { usedCount: 0 })).status).toBe(400);
    expect(await stored(row.id)).toEqual(row);
  });

  it("refuses an edit that renames a code onto another one (400) or ends it before it starts (400)", async () => {
    const admin = await signedIn("admin");
    const taken = await createDiscountCode();
    const row = await createDiscountCode({ startsAt: new Date("2026-06-10T00:00:00Z") });
    const rename = await admin.patch(`/api/discount-codes/${row.id}`, { code: taken.code.toLowerCase() });
    expect(rename.status).toBe(400);
    expect(rename.body).toMatchObject({
      code: "invalid",
      message: "A discount code with this code already exists",
    });
    const early = await admin.patch(`/api/discount-codes/${row.id}`, { endsAt: "2026-06-01T00:00:00Z" });
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({
      code: "invalid",
      message: "The end date must be after the start date",
    });
    const negative = await admin.patch(`/api/discount-codes/${row.id}`, { discountValue: -10 });
    expect(negative.status).toBe(400);
    expect(negative.body).toMatchObject({ message: "A percentage must be a whole number from 1 to 100" });
    expect(await stored(row.id)).toEqual(row);
  });

  it("answers 404 for a code that does not exist", async () => {
    const admin = await signedIn("admin");
    expect((await admin.patch("/api/discount-codes/999999", { isActive: false })).status).toBe(404);
    expect((await admin.delete("/api/discount-codes/999999")).status).toBe(404);
    expect((await admin.delete("/api/discount-codes/abc")).body).toMatchObject({
      message: "Discount code not found",
    });
  });

  it("deletes a code never used, and deactivates a used one instead", async () => {
    const admin = await signedIn("admin");
    const unused = await createDiscountCode();
    const used = await createDiscountCode({ usedCount: 1 });

    const gone = await admin.delete(`/api/discount-codes/${unused.id}`);
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ message: "Discount code deleted", deleted: true });
    expect(await stored(unused.id)).toBeUndefined();

    const kept = await admin.delete(`/api/discount-codes/${used.id}`);
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual({
      message: "This code has already been used, so it was deactivated instead of deleted",
      deleted: false,
    });
    expect(await stored(used.id)).toMatchObject({ isActive: false, usedCount: 1 });
  });
});
