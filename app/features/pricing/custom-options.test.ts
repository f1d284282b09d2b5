import { describe, expect, it } from "vitest";
import { QUANTITY_MESSAGE, validateCustomOptions } from "./custom-options.ts";

const valid = {
  quantity: 100,
  size: "1inch",
  plating: "gold",
  pinBack: "butterfly",
  packaging: ["individual-bags"],
  rushOrder: false,
};

describe("validateCustomOptions", () => {
  it("returns the typed options", () => {
    expect(validateCustomOptions(valid)).toEqual({ ok: true, options: valid });
  });

  it("reads the prepared payload's comma-joined packaging and old names", () => {
    const result = validateCustomOptions({ ...valid, packaging: "backer-cards,plastic-packaging" });
    expect(result).toEqual({
      ok: true,
      options: { ...valid, packaging: ["individual-bags", "backer-cards"] },
    });
  });

  it("takes a missing rushOrder as standard delivery", () => {
    const { rushOrder: _, ...rest } = valid;
    expect(validateCustomOptions(rest)).toEqual({ ok: true, options: { ...valid, rushOrder: false } });
  });

  it.each([[50], [60], [75], [99], [249], [1000]])("accepts a quantity of %s", (quantity) => {
    expect(validateCustomOptions({ ...valid, quantity }).ok).toBe(true);
  });

  it.each([[49], [1001], [50.5], ["50"], ["60"], [null], [-50], [2 ** 53]])(
    "refuses a quantity of %s",
    (quantity) => {
      expect(validateCustomOptions({ ...valid, quantity })).toEqual({
        ok: false,
        problems: [{ field: "quantity", message: QUANTITY_MESSAGE }],
      });
    },
  );

  it.each([
    ["size", "2inch", "Size must be one of: 0.75inch, 1inch, 1.25inch, 1.5inch"],
    ["plating", "platinum", "Plating must be one of: silver, gold, bronze, black-nickel"],
    ["pinBack", "magnet", "Pin back must be one of: rubber, butterfly, locking"],
    ["packaging", [], "Choose at least one packaging option"],
    ["packaging", ["just-pins", "barcode-labels"], "Just pins cannot be combined with other packaging"],
    [
      "packaging",
      ["gift-box"],
      "Packaging must be among: just-pins, individual-bags, backer-cards, barcode-labels",
    ],
    ["rushOrder", "yes", "Rush order must be true or false"],
  ])("refuses %s = %o", (field, value, message) => {
    expect(validateCustomOptions({ ...valid, [field]: value })).toEqual({
      ok: false,
      problems: [{ field, message }],
    });
  });

  it("lists every problem at once", () => {
    const result = validateCustomOptions({});
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems.map((p) => p.field)).toEqual([
        "quantity",
        "size",
        "plating",
        "pinBack",
        "packaging",
      ]);
    }
  });

  it("says what the quantity must be", () => {
    expect(QUANTITY_MESSAGE).toBe("Quantity must be a whole number from 50 to 1000");
  });
});
