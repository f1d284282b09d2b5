import { describe, expect, it } from "vitest";
import { detectSeparator, isBlankRecord, readCsv } from "./csv.ts";

const read = (text: string) => [...readCsv(text)];

describe("readCsv (RFC 4180)", () => {
  it("reads plain fields with their line numbers, LF or CRLF", () => {
    expect(read("email,name\na@x.co,Ada\r\nb@x.co,Bo\n")).toEqual([
      { line: 1, fields: ["email", "name"] },
      { line: 2, fields: ["a@x.co", "Ada"] },
      { line: 3, fields: ["b@x.co", "Bo"] },
    ]);
  });

  it("reads quoted fields with separators, doubled quotes and line breaks, counting lines inside", () => {
    const records = read('email,name\n"a@x.co","Lee, ""Ace"" Smith"\n"b@x.co","two\nlines"\nc@x.co,C\n');
    expect(records.map((r) => r.fields)).toEqual([
      ["email", "name"],
      ["a@x.co", 'Lee, "Ace" Smith'],
      ["b@x.co", "two\nlines"],
      ["c@x.co", "C"],
    ]);
    expect(records.map((r) => r.line)).toEqual([1, 2, 3, 5]);
  });

  it("keeps empty fields and blank lines, which the import skips", () => {
    const records = read("email,name\n\na@x.co,\n,,\n");
    expect(records.map((r) => r.fields)).toEqual([["email", "name"], [""], ["a@x.co", ""], ["", "", ""]]);
    expect(records.map(isBlankRecord)).toEqual([false, true, false, true]);
  });

  it("drops a byte-order mark and reads a last line without a line break", () => {
    expect(read("\uFEFFemail\na@x.co")).toEqual([
      { line: 1, fields: ["email"] },
      { line: 2, fields: ["a@x.co"] },
    ]);
  });

  it("reports a quote that is never closed at the line it starts", () => {
    const records = read('email,name\na@x.co,"open\nb@x.co,B\n');
    expect(records[1]).toMatchObject({ line: 2, error: "A quoted field is never closed" });
    expect(records).toHaveLength(2);
  });

  it("takes the separator from the header: comma, else semicolon or tab", () => {
    expect(detectSeparator("email,name\n")).toBe(",");
    expect(detectSeparator("email;name\na;b")).toBe(";");
    expect(detectSeparator("email\tname")).toBe("\t");
    expect(detectSeparator("email")).toBe(",");
    expect(read("email;name\na@x.co;Ada").map((r) => r.fields)).toEqual([
      ["email", "name"],
      ["a@x.co", "Ada"],
    ]);
  });
});
