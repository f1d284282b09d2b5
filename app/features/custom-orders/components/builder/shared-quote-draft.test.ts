import { describe, expect, it } from "vitest";
import { quoteCustomOrder } from "../../../pricing/index.ts";
import type { SharedQuoteJson } from "../../share/index.ts";
import { pricesNote, sharedQuotePatch } from "./shared-quote-draft.ts";

const options = {
  quantity: 60,
  size: "1.5inch",
  plating: "gold",
  pinBack: "locking",
  packaging: ["individual-bags"],
  rushOrder: true,
  inHandsDate: "2026-12-20",
} as const;

function quote(overrides: Partial<SharedQuoteJson> = {}): SharedQuoteJson {
  const figures = quoteCustomOrder({ ...options, packaging: [...options.packaging] });
  return {
    id: "AAAAAAAAAAAAAAAAAAAAAA",
    options: { ...options, packaging: [...options.packaging] },
    quote: figures,
    quotedQuote: figures,
    pricesChanged: false,
    createdAt: "2026-11-20T10:00:00.000Z",
    expiresAt: "2026-12-20T10:00:00.000Z",
    ...overrides,
  };
}

describe("a shared quote in the builder", () => {
  it("takes every saved choice, opens at the review and drops any promo code", () => {
    const patch = sharedQuotePatch(quote(), new Date("2026-11-26T12:00:00"));
    expect(patch).toEqual({
      currentStep: 5,
      quantity: 60,
      size: "1.5inch",
      plating: "gold",
      pinBack: "locking",
      packaging: ["individual-bags"],
      rushOrder: true,
      inHandsDate: "2026-12-20",
      promoCode: "",
      appliedDiscount: null,
    });
  });

  it("leaves out an in-hands date that has passed and a choice the engine no longer offers", () => {
    const old = quote({ options: { ...quote().options, size: "3inch" as never } });
    const patch = sharedQuotePatch(old, new Date("2026-12-21T12:00:00"));
    expect(patch.inHandsDate).toBe("");
    expect(patch).not.toHaveProperty("size");
  });

  it("says 'Prices as of today' only when the total moved", () => {
    expect(pricesNote(quote())).toBeNull();
    const today = quote().quote;
    const moved = quote({
      pricesChanged: true,
      quotedQuote: { ...today, totalCents: today.totalCents - 1000 },
    });
    expect(pricesNote(moved)).toBe(
      `Prices as of today: $${(today.totalCents / 100).toFixed(2)} (quoted $${((today.totalCents - 1000) / 100).toFixed(2)} on Nov 20, 2026).`,
    );
  });
});
