import { beforeAll, describe, expect, it } from "vitest";
import { createDiscountCode } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { VALIDATE_LIMIT } from "./discounts.api.server.ts";

useTestDatabase();

const DAY_MS = 24 * 60 * 60 * 1000;
let serial = 0;
/** A code name unique to this file's database. */
const codeName = (prefix: string) => `${prefix}${++serial}`;

const validate = (body: unknown) => createClient().post("/api/discount-codes/validate", body);

describe("POST /api/discount-codes/validate", () => {
  it.each([
    {
      label: "a percentage code",
      code: { discountType: "percentage" as const, discountValue: 15 },
      orderAmount: 80,
      answer: { discountType: "percentage", discountValue: 15, discountAmount: 12 },
    },
    {
      label: "a percentage rounded to the cent",
      code: { discountType: "percentage" as const, discountValue: 15 },
      orderAmount: 10.1,
      answer: { discountType: "percentage", discountValue: 15, discountAmount: 1.52 },
    },
    {
      label: "a fixed code, in dollars",
      code: { discountType: "fixed" as const, discountValue: 500 },
      orderAmount: 30,
      answer: { discountType: "fixed", discountValue: 5, discountAmount: 5 },
    },
    {
      label: "a fixed code larger than the order, capped at the order",
      code: { discountType: "fixed" as const, discountValue: 5000 },
      orderAmount: 20,
      answer: { discountType: "fixed", discountValue: 50, discountAmount: 20 },
    },
    {
      label: "a code whose minimum the order meets exactly",
      code: { discountType: "percentage" as const, discountValue: 10, minimumOrderAmountCents: 5000 },
      orderAmount: 50,
      answer: { discountType: "percentage", discountValue: 10, discountAmount: 5 },
    },
    {
      label: "a code with uses left, started and not yet ended",
      code: {
        discountValue: 20,
        maxUses: 3,
        usedCount: 2,
        startsAt: new Date(Date.now() - DAY_MS),
        endsAt: new Date(Date.now() + DAY_MS),
      },
      orderAmount: 100,
      answer: { discountType: "percentage", discountValue: 20, discountAmount: 20 },
    },
  ])("accepts $label", async ({ code, orderAmount, answer }) => {
    const row = await createDiscountCode({ code: codeName("OK"), ...code });
    const res = await validate({ code: row.code, orderAmount });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      valid: true,
      discountCode: {
        code: row.code,
        discountType: answer.discountType,
        discountValue: answer.discountValue,
      },
      discountAmount: answer.discountAmount,
    });
  });

  it.each([
    {
      label: "below its minimum order",
      code: { minimumOrderAmountCents: 5000 },
      error: "This code needs an order of at least $50.00",
    },
    { label: "inactive", code: { isActive: false }, error: "This discount code is no longer active" },
    {
      label: "expired",
      code: { endsAt: new Date(Date.now() - 1000) },
      error: "This discount code has expired",
    },
    {
      label: "not started",
      code: { startsAt: new Date(Date.now() + DAY_MS) },
      error: "This discount code is not active yet",
    },
    {
      label: "used up",
      code: { maxUses: 2, usedCount: 2 },
      error: "This discount code has reached its usage limit",
    },
  ])("refuses a code $label in the same answer shape", async ({ code, error }) => {
    const row = await createDiscountCode({ code: codeName("NO"), ...code });
    const res = await validate({ code: row.code, orderAmount: 49.99 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ valid: false, discountAmount: 0, error });
  });

  describe("spellings of SAVE15", () => {
    beforeAll(async () => {
      await createDiscountCode({ code: "SAVE15", discountValue: 15 });
    });

    it.each([
      [" save15 ", true],
      ["save15", true],
      ["Save15\t", true],
      ["SAVE15%", false],
      ["SAVE*", false],
      ["SAVE 15", false],
      ["SAVE15,SAVE15", false],
      ["", false],
      ["NOPE-NOT-A-CODE", false],
    ])("reads %j as %s", async (code, valid) => {
      const res = await validate({ code, orderAmount: 100 });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(
        valid
          ? {
              valid: true,
              discountCode: { code: "SAVE15", discountType: "percentage", discountValue: 15 },
              discountAmount: 15,
            }
          : { valid: false, discountAmount: 0, error: "This discount code is not valid" },
      );
    });
  });

  it("computes the discount itself, ignoring a client's discountAmount", async () => {
    const row = await createDiscountCode({ code: codeName("SELF"), discountValue: 10 });
    const res = await validate({
      code: row.code,
      orderAmount: 40,
      discountAmount: 999,
      discountCode: "OTHER",
    });
    expect(res.body).toMatchObject({ valid: true, discountAmount: 4 });
  });

  it.each([
    ["a negative order amount", { code: "SAVE15", orderAmount: -1 }],
    ["an order amount as text", { code: "SAVE15", orderAmount: "50" }],
    ["an order amount with three decimals", { code: "SAVE15", orderAmount: 12.345 }],
    ["a missing order amount", { code: "SAVE15" }],
    ["a code that is not text", { code: 15, orderAmount: 50 }],
    ["a code over 64 characters", { code: "A".repeat(65), orderAmount: 50 }],
  ])("refuses %s with 400", async (_label, body) => {
    const res = await validate(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid" });
  });

  it(`allows ${VALIDATE_LIMIT.limit} checks a minute from one address, then answers 429`, async () => {
    const client = createClient();
    for (let i = 0; i < VALIDATE_LIMIT.limit; i++) {
      const res = await client.post("/api/discount-codes/validate", { code: `GUESS${i}`, orderAmount: 50 });
      expect(res.status).toBe(200);
    }
    const res = await client.post("/api/discount-codes/validate", { code: "GUESS", orderAmount: 50 });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: "rate_limited" });
    expect(res.headers.get("retry-after")).toBeTruthy();
    expect(
      (await createClient().post("/api/discount-codes/validate", { code: "GUESS", orderAmount: 50 })).status,
    ).toBe(200);
  });
});
