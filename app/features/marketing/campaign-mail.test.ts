import { describe, expect, it } from "vitest";
import { campaignMailData, describeOffer, describeTerms } from "./campaign-mail.ts";

describe("campaign mail data", () => {
  it("says the offer as the code gives it", () => {
    expect(describeOffer({ discountType: "percentage", discountValue: 15 })).toBe("15% off");
    expect(describeOffer({ discountType: "fixed", discountValue: 1000 })).toBe("$10.00 off");
  });

  it("says the minimum and the last valid day, or nothing", () => {
    expect(describeTerms({ minimumOrderAmountCents: null, endsAt: null })).toBeNull();
    expect(describeTerms({ minimumOrderAmountCents: 5000, endsAt: new Date("2026-07-01T00:00:00Z") })).toBe(
      "On orders of $50.00 or more. Valid until June 30, 2026.",
    );
  });

  it("fills the template's data", () => {
    const data = campaignMailData(
      {
        code: "SAVE15",
        discountType: "percentage",
        discountValue: 15,
        minimumOrderAmountCents: null,
        endsAt: null,
      },
      { shopUrl: "http://shop.test/custom", unsubscribeUrl: "http://shop.test/unsubscribe/t" },
    );
    expect(data).toEqual({
      code: "SAVE15",
      offer: "15% off",
      terms: null,
      shopUrl: "http://shop.test/custom",
      unsubscribeUrl: "http://shop.test/unsubscribe/t",
    });
  });
});
