import { parse } from "csv-parse/sync";
import { describe, expect, test } from "vitest";
import { csvLine, inertCell } from "./csv-cells.ts";

describe("a CSV line", () => {
  test.each([
    ["=SUM(A1:A9)", "'=SUM(A1:A9)"],
    ["+1 555 0100", "'+1 555 0100"],
    ["-2", "'-2"],
    ["@admin", "'@admin"],
    ["\tTab", "'\tTab"],
    ["\rCR", "'\rCR"],
    ["Ann Lee", "Ann Lee"],
    ["a=b", "a=b"],
  ])("makes %j inert as %j", (cell, inert) => {
    expect(inertCell(cell)).toBe(inert);
  });

  test("quotes commas, quotes and line breaks, and reads back the same", () => {
    const cells = ['Fore, "Chip"', "two\nlines", "plain", 12.5, null, "=cmd"];
    const line = csvLine(cells);
    expect(line).toBe('"Fore, ""Chip""","two\nlines",plain,12.5,,\'=cmd\r\n');
    expect(parse(line)).toEqual([['Fore, "Chip"', "two\nlines", "plain", "12.5", "", "'=cmd"]]);
  });

  test("keeps numbers as numbers, a negative one included", () => {
    expect(csvLine([-3.5, 0, true])).toBe("-3.5,0,true\r\n");
  });
});
