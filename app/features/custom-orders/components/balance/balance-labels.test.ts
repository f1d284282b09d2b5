import { describe, expect, it } from "vitest";
import { platingLabel, sizeLabel } from "./balance-labels.ts";

describe("the balance page's option labels", () => {
  it.each([
    ["0.75inch", "0.75 inch"],
    ["1inch", "1 inch"],
    ["1.25inch", "1.25 inch"],
    ["1.5inch", "1.5 inch"],
    ["2inch", "2inch"],
  ])("size %s reads %s", (size, label) => {
    expect(sizeLabel(size)).toBe(label);
  });

  it.each([
    ["silver", "Silver"],
    ["gold", "Gold"],
    ["black-nickel", "Black Nickel"],
    ["antique-brass-finish", "Antique Brass Finish"],
  ])("plating %s reads %s", (plating, label) => {
    expect(platingLabel(plating)).toBe(label);
  });
});
