import { describe, expect, it } from "vitest";
import {
  discountCodeResolver,
  EMPTY_DISCOUNT_CODE,
  toDiscountCodeFormValues,
  toDiscountCodePayload,
} from "./discount-code-form-values.ts";

const resolve = (values: Partial<typeof EMPTY_DISCOUNT_CODE>) =>
  discountCodeResolver({ ...EMPTY_DISCOUNT_CODE, ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe("the discount-code form", () => {
  it("turns typed text into the API's record, dates as the days typed", async () => {
    const result = await resolve({
      code: " spring10 ",
      discountValue: "10",
      maxUses: "100",
      startsAt: "2026-06-01",
      endsAt: "2026-06-01",
    });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      code: "SPRING10",
      discountType: "percentage",
      discountValue: 10,
      maxUses: 100,
      minimumOrderAmount: null,
      startsAt: "2026-06-01",
      endsAt: "2026-06-01",
    });
  });

  it("shows the feature schema's messages on the fields", async () => {
    const result = await resolve({
      code: "x",
      discountValue: "150",
      endsAt: "2026-01-01",
      startsAt: "2026-02-01",
    });
    expect(result.errors.code?.message).toBe("Code must be 2 to 32 letters, digits, dashes or underscores");
    expect(result.errors.discountValue?.message).toBe("A percentage must be a whole number from 1 to 100");
    expect(result.errors.endsAt?.message).toBe("The end date must be after the start date");
    expect((await resolve({ code: "OK10" })).errors.discountValue?.message).toBe(
      "Discount value is required",
    );
  });

  it("reads a stored code back into the same text", () => {
    const values = {
      ...EMPTY_DISCOUNT_CODE,
      code: "FIVE",
      discountType: "fixed" as const,
      discountValue: "5.5",
      startsAt: "2026-06-01",
    };
    const payload = toDiscountCodePayload(values);
    const back = toDiscountCodeFormValues({
      id: 1,
      ...payload,
      discountValue: 5.5,
      usedCount: 0,
      startsAt: "2026-06-01T07:00:00.000Z",
      endsAt: null,
      startsOn: "2026-06-01",
      endsOn: null,
      createdAt: new Date().toISOString(),
    });
    expect(back).toEqual(values);
  });
});
