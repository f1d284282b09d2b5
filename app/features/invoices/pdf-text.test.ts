import { describe, expect, it } from "vitest";
import { fontRuns, pdfText, wrapLines } from "./pdf-text.ts";

describe("pdfText", () => {
  it("keeps every script as written, composed", () => {
    expect(pdfText("Łukasz Dvořák Дмитрий 山田 Γιώργος 김민준")).toBe(
      "Łukasz Dvořák Дмитрий 山田 Γιώργος 김민준",
    );
    // "r" followed by a combining caron becomes the one letter "ř".
    expect(pdfText("Dvor\u030cák")).toBe("Dvořák");
  });

  it("keeps line breaks, turns tabs into spaces and drops other control characters", () => {
    expect(pdfText("a\r\nb\tc\nd\u0007e")).toBe("a\nb c\nde");
  });
});

describe("fontRuns", () => {
  // Font 0 has Latin and Cyrillic letters, font 1 has Han and kana, font 2 Hangul; all have
  // spaces, digits and punctuation.
  const LETTERS = [
    /[\p{Script=Latin}\p{Script=Cyrillic}]/u,
    /[\p{Script=Han}\p{Script=Hiragana}]/u,
    /\p{Script=Hangul}/u,
  ];
  const has = (font: number, codePoint: number) => {
    const char = String.fromCodePoint(codePoint);
    return /[\s\p{Script=Common}]/u.test(char) || (LETTERS[font]?.test(char) ?? false);
  };

  it("sets each letter in the first font that has it, spaces and digits staying in their run", () => {
    expect(fontRuns("Дмитрий 山田 12 김민준 Ada", 3, has)).toEqual([
      { text: "Дмитрий ", font: 0 },
      { text: "山田 12 ", font: 1 },
      { text: "김민준 ", font: 2 },
      { text: "Ada", font: 0 },
    ]);
  });

  it("keeps a letter no font has in the run it is in", () => {
    expect(fontRuns("Ada ع", 3, has)).toEqual([{ text: "Ada ع", font: 0 }]);
    expect(fontRuns("ع", 3, has)).toEqual([{ text: "ع", font: 0 }]);
  });
});

describe("wrapLines", () => {
  // Every character is 1 point wide.
  const measure = (text: string) => [...text].length;

  it("breaks at spaces, keeping words whole", () => {
    expect(wrapLines("Links Flag pins", 10, measure)).toEqual(["Links Flag", "pins"]);
    expect(wrapLines("Γιώργος Παπαδόπουλος", 12, measure)).toEqual(["Γιώργος", "Παπαδόπουλος"]);
  });

  it("may break between any two Chinese or Japanese characters", () => {
    expect(wrapLines("東京都渋谷区神南", 3, measure)).toEqual(["東京都", "渋谷区", "神南"]);
  });

  it("cuts a word longer than the line between its characters", () => {
    expect(wrapLines("a verylongreference", 6, measure)).toEqual(["a", "verylo", "ngrefe", "rence"]);
  });

  it("keeps the text's own line breaks", () => {
    expect(wrapLines("Size: 1 inch\nPlating: Gold", 40, measure)).toEqual(["Size: 1 inch", "Plating: Gold"]);
  });
});
