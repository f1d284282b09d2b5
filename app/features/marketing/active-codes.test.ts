import { describe, expect, it } from "vitest";
import { discountCodeJson } from "../../../tests/kits/json-fixtures.ts";
import { activeCodes, offerOf } from "./active-codes.ts";

const code = discountCodeJson;

describe("activeCodes", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  it("keeps codes that work now and drops the others", () => {
    const codes = [
      code({ code: "OK" }),
      code({ code: "OFF", isActive: false }),
      code({ code: "LATER", startsAt: "2026-07-01T00:00:00Z" }),
      code({ code: "OVER", endsAt: "2026-06-01T00:00:00Z" }),
      code({ code: "USED", maxUses: 3, usedCount: 3 }),
      code({ code: "WINDOW", startsAt: "2026-06-01T00:00:00Z", endsAt: "2026-07-01T00:00:00Z", maxUses: 5 }),
    ];
    expect(activeCodes(codes, now).map((c) => c.code)).toEqual(["OK", "WINDOW"]);
  });

  it("describes the offer", () => {
    expect(offerOf({ discountType: "percentage", discountValue: 15 })).toBe("15% off");
    expect(offerOf({ discountType: "fixed", discountValue: 10 })).toBe("$10.00 off");
  });
});
