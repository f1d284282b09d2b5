import { describe, expect, it } from "vitest";
import { pdfText } from "./pdf-text.ts";

describe("pdfText", () => {
  it("keeps what the standard fonts print: Latin letters with accents, punctuation, the euro", () => {
    const text = "Zoë Müller — 2 × “Links” … €5 ©";
    expect(pdfText(text)).toBe(text);
  });

  it("drops an accent the fonts lack, and writes anything else as ?", () => {
    expect(pdfText("Ősz Łukasz")).toBe("Osz ?ukasz");
    expect(pdfText("李小龍 Ωmega")).toBe("??? ?mega");
  });

  it("keeps line breaks and turns tabs into spaces", () => {
    expect(pdfText("a\r\nb\tc\nd")).toBe("a\nb c\nd");
  });
});
