import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  FALLBACK_SLUG,
  firstFreeSlug,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  slugCandidate,
  slugify,
} from "./slug.ts";

describe("slugify: a post's address from its title", () => {
  it.each([
    ["Soft Enamel vs Hard Enamel", "soft-enamel-vs-hard-enamel"],
    ["  Tee Time!  ", "tee-time"],
    ["Don't miss the 2026 Open", "dont-miss-the-2026-open"],
    ["Pins & Ball Markers", "pins-and-ball-markers"],
    ["Crème brûlée at the 19th hole", "creme-brulee-at-the-19th-hole"],
    ["Straße über Ærø", "strasse-ueber-aero"],
    ["Łódź Golf Club", "lodz-golf-club"],
    ["Привет, гольф", "privet-golf"],
    ["Καλημέρα κόσμε", "kalimera-kosme"],
    ["Ёжик и йогурт", "yozhik-i-yogurt"],
    ["Golf — the “gentleman’s” game", "golf-the-gentlemans-game"],
    ["O'Neil's iPhone + 2 @ Pebble", "oneils-iphone-plus-2-at-pebble"],
  ])("%j → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it.each(["日本語のタイトル", "🏌️⛳", "!!!", "   "])(
    "falls back to %j → post when nothing transliterates",
    (title) => {
      expect(slugify(title)).toBe(FALLBACK_SLUG);
    },
  );

  it("keeps a long title to 80 characters, cut between words", () => {
    const slug = slugify(
      "The complete guide to ordering custom enamel pins for your member-guest tournament this summer",
    );
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toBe("the-complete-guide-to-ordering-custom-enamel-pins-for-your-member-guest");
  });

  it("always answers a valid slug of at most 80 characters, whatever the title", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (title) => {
        const slug = slugify(title);
        expect(slug).toMatch(SLUG_PATTERN);
        expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
      }),
    );
  });
});

describe("unique slugs: base, base-2, base-3 …", () => {
  it("numbers the candidates from 2 and keeps them within the length", () => {
    expect(slugCandidate("tee-time", 1)).toBe("tee-time");
    expect(slugCandidate("tee-time", 2)).toBe("tee-time-2");
    const long = slugify("a-".repeat(60));
    const candidate = slugCandidate(long, 12);
    expect(candidate.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(candidate).toMatch(SLUG_PATTERN);
    expect(candidate.endsWith("-12")).toBe(true);
  });

  it("takes the first candidate nobody has", () => {
    expect(firstFreeSlug("tee-time", [])).toBe("tee-time");
    expect(firstFreeSlug("tee-time", ["tee-time"])).toBe("tee-time-2");
    expect(firstFreeSlug("tee-time", ["tee-time", "tee-time-2", "tee-time-4"])).toBe("tee-time-3");
    expect(firstFreeSlug("tee-time", ["tee-time-2"])).toBe("tee-time");
  });
});
