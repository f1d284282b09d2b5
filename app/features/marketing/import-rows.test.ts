import { describe, expect, it } from "vitest";
import { checkRow, findColumns, MAX_NAME_LENGTH } from "./import-rows.ts";

describe("findColumns", () => {
  it("finds the columns in any order and case, ignoring the others", () => {
    expect(findColumns(["Consent", " Name ", "Phone", "EMAIL"])).toEqual({ email: 3, name: 1, consent: 0 });
    expect(findColumns(["E-mail address"])).toEqual({ email: 0, name: null, consent: null });
  });

  it("needs an email column", () => {
    expect(findColumns(["name", "consent"])).toBeNull();
    expect(findColumns(["a@x.co", "Ada"])).toBeNull();
  });
});

describe("checkRow", () => {
  const columns = { email: 0, name: 1, consent: 2 };

  it.each([
    ["yes", true],
    ["TRUE", true],
    ["1", true],
    ["Y", true],
    ["no", false],
    ["false", false],
    ["0", false],
    ["n", false],
    ["", false],
  ])("reads consent %j as %s", (value, consent) => {
    expect(checkRow(["a@x.co", "Ada", value], columns)).toEqual({
      ok: true,
      row: { email: "a@x.co", name: "Ada", consent },
    });
  });

  it("trims and lower-cases the e-mail and trims the name; an empty name is null", () => {
    expect(checkRow(["  Ada@Example.COM ", "  ", "yes"], columns)).toEqual({
      ok: true,
      row: { email: "ada@example.com", name: null, consent: true },
    });
  });

  it("cuts a very long name", () => {
    const check = checkRow(["a@x.co", "x".repeat(500)], columns);
    expect(check.ok && check.row.name).toHaveLength(MAX_NAME_LENGTH);
  });

  it.each([
    [["", "Ada"], "The e-mail address is missing"],
    [["not-an-email", "Ada"], '"not-an-email" is not a valid e-mail address'],
    [["a@@x.co"], '"a@@x.co" is not a valid e-mail address'],
    [["a@x.co", "Ada", "maybe"], 'Consent must be yes or no, not "maybe"'],
  ])("refuses %j: %s", (fields, reason) => {
    expect(checkRow(fields, columns)).toEqual({ ok: false, reason });
  });

  it("reads a missing consent column as no", () => {
    expect(checkRow(["a@x.co"], { email: 0, name: null, consent: null })).toMatchObject({
      ok: true,
      row: { consent: false, name: null },
    });
  });
});
