import { describe, expect, it } from "vitest";
import { effectivePackaging, packagingProblem, parsePackaging, togglePackaging } from "./packaging.ts";

// "choosing just-pins clears the other options; choosing another option
// removes just-pins; unchecking the last option reverts to just-pins".
describe("togglePackaging", () => {
  it.each<[string[], string, boolean, string[]]>([
    [["just-pins"], "individual-bags", true, ["individual-bags"]],
    [["individual-bags"], "backer-cards", true, ["individual-bags", "backer-cards"]],
    [["backer-cards"], "individual-bags", true, ["individual-bags", "backer-cards"]],
    [["individual-bags", "backer-cards"], "just-pins", true, ["just-pins"]],
    [["individual-bags", "backer-cards", "barcode-labels"], "just-pins", true, ["just-pins"]],
    [["individual-bags", "backer-cards"], "backer-cards", false, ["individual-bags"]],
    [["individual-bags"], "individual-bags", false, ["just-pins"]],
    [["just-pins"], "just-pins", false, ["just-pins"]],
    [["just-pins"], "just-pins", true, ["just-pins"]],
    [["individual-bags"], "individual-bags", true, ["individual-bags"]],
    [["barcode-labels"], "plastic-packaging", true, ["individual-bags", "barcode-labels"]],
    [["plastic-packaging"], "individual-bags", false, ["just-pins"]],
    [[], "barcode-labels", true, ["barcode-labels"]],
    [[], "barcode-labels", false, ["just-pins"]],
    [["individual-bags"], "gift-box", true, ["individual-bags"]],
    [["gift-box"], "gift-box", true, ["just-pins"]],
  ])("%o, %s checked=%s → %o", (current, option, checked, expected) => {
    expect(togglePackaging(current, option, checked)).toEqual(expected);
  });
});

describe("parsePackaging", () => {
  it.each<[unknown, string[] | undefined]>([
    [["just-pins"], ["just-pins"]],
    [
      ["barcode-labels", "individual-bags"],
      ["individual-bags", "barcode-labels"],
    ],
    [["individual-bags", "plastic-packaging"], ["individual-bags"]],
    ["just-pins", ["just-pins"]],
    ["individual-bags, backer-cards", ["individual-bags", "backer-cards"]],
    [[], []],
    [["gift-box"], undefined],
    [[1], undefined],
    ["individual-bags,,", undefined],
    [null, undefined],
    [{ 0: "just-pins" }, undefined],
  ])("reads %o as %o", (value, expected) => {
    expect(parsePackaging(value)).toEqual(expected);
  });
});

describe("effectivePackaging", () => {
  it.each<[Parameters<typeof effectivePackaging>[0], string[]]>([
    [[], ["just-pins"]],
    [["just-pins", "backer-cards"], ["just-pins"]],
    [
      ["backer-cards", "individual-bags"],
      ["individual-bags", "backer-cards"],
    ],
  ])("prices %o as %o", (list, expected) => {
    expect(effectivePackaging(list)).toEqual(expected);
  });
});

describe("packagingProblem", () => {
  it.each<[unknown, string | undefined]>([
    [["just-pins"], undefined],
    [["individual-bags", "barcode-labels"], undefined],
    ["plastic-packaging", undefined],
    [[], "Choose at least one packaging option"],
    [["just-pins", "backer-cards"], "Just pins cannot be combined with other packaging"],
    [["gift-box"], "Packaging must be among: just-pins, individual-bags, backer-cards, barcode-labels"],
    [undefined, "Packaging must be among: just-pins, individual-bags, backer-cards, barcode-labels"],
  ])("%o → %s", (value, problem) => {
    expect(packagingProblem(value)).toBe(problem);
  });
});
