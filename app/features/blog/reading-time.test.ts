import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readingTime, WORDS_PER_MINUTE } from "./reading-time.ts";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("readingTime", () => {
  it.each([
    ["an empty post", "", 1],
    ["a few words", "Soft enamel pins for your club.", 1],
    ["exactly one minute of words", words(WORDS_PER_MINUTE), 1],
    ["one word past a minute", words(WORDS_PER_MINUTE + 1), 2],
    ["ten minutes of words", words(WORDS_PER_MINUTE * 10), 10],
  ])("%s takes %#", (_, markdown, minutes) => {
    expect(readingTime(markdown)).toBe(minutes);
  });

  it("does not count code blocks, image addresses or markdown punctuation as words", () => {
    const code = `\`\`\`\n${words(WORDS_PER_MINUTE * 3)}\n\`\`\``;
    const markup = "## Heading\n\n> - **bold** | --- | ![alt](/images/a-very-long-name.svg)";
    expect(readingTime(`${code}\n\n${markup}`)).toBe(1);
  });

  it("counts a link's text, not its address", () => {
    const link = `[${words(WORDS_PER_MINUTE)}](https://example.com/${"a/".repeat(500)})`;
    expect(readingTime(link)).toBe(1);
  });

  it("is always a whole number of at least one minute", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (markdown) => {
        const minutes = readingTime(markdown);
        expect(Number.isInteger(minutes)).toBe(true);
        expect(minutes).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
