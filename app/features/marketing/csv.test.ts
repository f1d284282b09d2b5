import { describe, expect, it } from "vitest";
import { type CsvRecord, detectSeparator, isBlankRecord, readCsv } from "./csv.ts";

async function read(text: string) {
  const records: CsvRecord[] = [];
  for await (const record of readCsv(text)) records.push(record);
  return records;
}

describe("readCsv (RFC 4180)", () => {
  it("reads plain fields with their line numbers, LF or CRLF", async () => {
    expect(await read("email,name\na@x.co,Ada\r\nb@x.co,Bo\n")).toEqual([
      { line: 1, fields: ["email", "name"] },
      { line: 2, fields: ["a@x.co", "Ada"] },
      { line: 3, fields: ["b@x.co", "Bo"] },
    ]);
  });

  it("reads quoted fields with separators, doubled quotes and line breaks, counting lines inside", async () => {
    const records = await read(
      'email,name\n"a@x.co","Lee, ""Ace"" Smith"\n"b@x.co","two\nlines"\nc@x.co,C\n',
    );
    expect(records.map((r) => r.fields)).toEqual([
      ["email", "name"],
      ["a@x.co", 'Lee, "Ace" Smith'],
      ["b@x.co", "two\nlines"],
      ["c@x.co", "C"],
    ]);
    expect(records.map((r) => r.line)).toEqual([1, 2, 3, 5]);
  });

  it("counts a CRLF inside a quoted field as one line and keeps a stray quote inside a field", async () => {
    const records = await read('email,name\r\n"a@x.co","two\r\nlines"\r\nb@x.co,O"Neil\r\n');
    expect(records).toEqual([
      { line: 1, fields: ["email", "name"] },
      { line: 2, fields: ["a@x.co", "two\nlines"] },
      { line: 4, fields: ["b@x.co", 'O"Neil'] },
    ]);
  });

  it("keeps empty fields and blank lines, which the import skips", async () => {
    const records = await read("email,name\n\na@x.co,\n,,\n");
    expect(records.map((r) => r.fields)).toEqual([["email", "name"], [""], ["a@x.co", ""], ["", "", ""]]);
    expect(records.map(isBlankRecord)).toEqual([false, true, false, true]);
  });

  it("drops a byte-order mark and reads a last line without a line break", async () => {
    expect(await read("\uFEFFemail\na@x.co")).toEqual([
      { line: 1, fields: ["email"] },
      { line: 2, fields: ["a@x.co"] },
    ]);
  });

  it("reports a quote that is never closed at the line it starts", async () => {
    const records = await read('email,name\na@x.co,"open\nb@x.co,B\n');
    expect(records[1]).toMatchObject({ line: 2, error: "A quoted field is never closed" });
    expect(records).toHaveLength(2);
  });

  it("takes the separator from the header: comma, else semicolon or tab", async () => {
    expect(detectSeparator("email,name\n")).toBe(",");
    expect(detectSeparator("email;name\na;b")).toBe(";");
    expect(detectSeparator("email\tname")).toBe("\t");
    expect(detectSeparator("email")).toBe(",");
    expect((await read("email;name\na@x.co;Ada")).map((r) => r.fields)).toEqual([
      ["email", "name"],
      ["a@x.co", "Ada"],
    ]);
  });
});
