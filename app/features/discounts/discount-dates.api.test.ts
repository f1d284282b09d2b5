import { afterEach, describe, expect, it, vi } from "vitest";
import { createUser, signIn } from "../../../tests/factories.ts";
import { createClient, type TestClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { resetEnvForTests } from "../../lib/env.server.ts";
import type { DiscountCodeJson, DiscountValidationJson } from "./discounts.schemas.ts";

// A code's start and end are days of the shop's calendar (its time zone, UTC when none is set),
// both included: a code whose end date is today still works until today is over.

useTestDatabase();

let serial = 0;
const codeName = () => `DAYS${++serial}`;

async function admin(): Promise<TestClient> {
  const { user, password } = await createUser({ role: "admin" });
  const client = createClient();
  await signIn(client, user.username, password);
  return client;
}

async function createCode(dates: { startsAt?: string; endsAt?: string }) {
  const res = await (await admin()).post<DiscountCodeJson>("/api/discount-codes", {
    code: codeName(),
    discountType: "percentage",
    discountValue: 10,
    ...dates,
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** The shopper's check of the code at the instant `iso`. */
async function validateAt(code: string, iso: string) {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(iso) });
  try {
    const res = await createClient().post<DiscountValidationJson>("/api/discount-codes/validate", {
      code,
      orderAmount: 100,
    });
    expect(res.status).toBe(200);
    return res.body;
  } finally {
    vi.useRealTimers();
  }
}

function useShopTimeZone(zone: string) {
  process.env.SHOP_TIME_ZONE = zone;
  resetEnvForTests();
}

afterEach(() => {
  delete process.env.SHOP_TIME_ZONE;
  resetEnvForTests();
});

describe("discount dates are whole days of the shop's calendar", () => {
  it("keeps a code ending today working through the last moment of today, in UTC by default", async () => {
    const code = await createCode({ startsAt: "2026-11-20", endsAt: "2026-11-25" });
    expect(code).toMatchObject({
      startsAt: "2026-11-20T00:00:00.000Z",
      endsAt: "2026-11-26T00:00:00.000Z",
      startsOn: "2026-11-20",
      endsOn: "2026-11-25",
    });
    expect(await validateAt(code.code, "2026-11-25T12:00:00.000Z")).toMatchObject({ valid: true });
    expect(await validateAt(code.code, "2026-11-25T23:59:59.999Z")).toMatchObject({ valid: true });
    expect(await validateAt(code.code, "2026-11-26T00:00:00.000Z")).toEqual({
      valid: false,
      discountAmount: 0,
      error: "This discount code has expired",
    });
    expect(await validateAt(code.code, "2026-11-19T23:59:59.999Z")).toMatchObject({
      valid: false,
      error: "This discount code is not active yet",
    });
    expect(await validateAt(code.code, "2026-11-20T00:00:00.000Z")).toMatchObject({ valid: true });
  });

  it("follows the shop's time zone when one is set", async () => {
    useShopTimeZone("America/Los_Angeles");
    const code = await createCode({ endsAt: "2026-11-25" });
    expect(code).toMatchObject({ endsAt: "2026-11-26T08:00:00.000Z", endsOn: "2026-11-25" });
    // 11:59 pm on the 25th in Los Angeles is already the 26th in UTC.
    expect(await validateAt(code.code, "2026-11-26T07:59:59.999Z")).toMatchObject({ valid: true });
    expect(await validateAt(code.code, "2026-11-26T08:00:00.000Z")).toMatchObject({
      valid: false,
      error: "This discount code has expired",
    });
  });

  it("takes a one-day code, and refuses an end day before the start day", async () => {
    const oneDay = await createCode({ startsAt: "2026-12-24", endsAt: "2026-12-24" });
    expect(oneDay).toMatchObject({ startsOn: "2026-12-24", endsOn: "2026-12-24" });
    expect(await validateAt(oneDay.code, "2026-12-24T18:00:00.000Z")).toMatchObject({ valid: true });
    const res = await (await admin()).post("/api/discount-codes", {
      code: codeName(),
      discountType: "percentage",
      discountValue: 10,
      startsAt: "2026-12-24",
      endsAt: "2026-12-23",
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "The end date must be after the start date" });
  });

  it("keeps an exact instant as it is", async () => {
    const code = await createCode({ endsAt: "2026-11-25T15:30:00Z" });
    expect(code).toMatchObject({ endsAt: "2026-11-25T15:30:00.000Z", endsOn: "2026-11-25" });
    expect(await validateAt(code.code, "2026-11-25T15:30:00.000Z")).toMatchObject({ valid: false });
  });
});
