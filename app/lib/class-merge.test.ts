import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { mergeClasses } from "./class-merge.ts";

// mergeClasses must answer as tailwind-merge does for every class this shop writes. The classes
// are every word of every string in app/'s browser code, so a utility added tomorrow is checked
// here tomorrow; words that are not utilities are kept by both, which is checked too.

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    // This module's own strings are its tables, not classes.
    if (entry.name === "class-merge.ts") return [];
    return /\.tsx?$/.test(entry.name) && !/\.(test|server)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function classWords(): string[] {
  const words = new Set<string>();
  for (const file of sourceFiles(path.resolve(import.meta.dirname, ".."))) {
    const source = readFileSync(file, "utf8");
    for (const [, a, b, c] of source.matchAll(/"([^"\n]*)"|`([^`]*)`|'([^'\n]*)'/g)) {
      for (const word of (a ?? b ?? c ?? "").split(/\s+/)) {
        if (/^[!@\-[\w*]/.test(word) && !word.includes("${")) words.add(word);
      }
    }
  }
  return [...words];
}

/** `md:hover:bg-primary/90` → ["md:hover", "bg-primary/90"], brackets respected. */
function splitVariants(word: string): [string, string] {
  let depth = 0;
  let cut = -1;
  for (let i = 0; i < word.length; i++) {
    if (word[i] === "[" || word[i] === "(") depth++;
    else if (word[i] === "]" || word[i] === ")") depth--;
    else if (word[i] === ":" && depth === 0) cut = i;
  }
  return [word.slice(0, Math.max(cut, 0)), word.slice(cut + 1)];
}

const words = classWords();
const bases = [...new Set(words.map((w) => splitVariants(w)[1]))];

/** The pairs where the two disagree, as "a b → tailwind-merge | ours". */
function disagreements(pairs: Iterable<[string, string]>): string[] {
  const found: string[] = [];
  for (const [a, b] of pairs) {
    const list = `${a} ${b}`;
    const expected = twMerge(list);
    const actual = mergeClasses(list);
    if (actual !== expected) found.push(`${list} → ${expected} | ${actual}`);
  }
  return found;
}

describe("mergeClasses", () => {
  it("finds the shop's classes", () => {
    expect(bases.length).toBeGreaterThan(500);
    expect(bases).toContain("bg-primary/90");
  });

  it("knows exactly the classes tailwind-merge knows", () => {
    expect(disagreements(bases.map((b) => [b, b]))).toEqual([]);
  });

  it("resolves every pair of the shop's classes as tailwind-merge does", () => {
    // One representative per tailwind-merge group; every class against each, both ways round.
    const known = bases.filter((b) => twMerge(`${b} ${b}`) === b);
    const groups: string[] = [];
    for (const b of known) {
      if (!groups.some((r) => twMerge(`${r} ${b}`) === b && twMerge(`${b} ${r}`) === r)) groups.push(b);
    }
    const pairs = known.flatMap((b) =>
      groups.flatMap((r): [string, string][] => [
        [b, r],
        [r, b],
      ]),
    );
    expect(disagreements(pairs)).toEqual([]);
    // About half a million merges: two seconds on a quiet machine, more on a busy one.
  }, 60_000);

  it("keeps variants, the important mark and postfixes apart as tailwind-merge does", () => {
    const byVariants = new Map<string, string[]>();
    for (const word of words) {
      const [variants] = splitVariants(word);
      // Classes without variants are paired in the test above.
      if (variants) byVariants.set(variants, [...(byVariants.get(variants) ?? []), word]);
    }
    const pairs = [...byVariants.values()].flatMap((list) =>
      list.flatMap((a) => list.map((b): [string, string] => [a, b])),
    );
    expect(disagreements(pairs)).toEqual([]);
    expect(
      disagreements([
        ["hover:md:px-2", "md:hover:px-4"],
        ["px-2!", "px-4"],
        ["!px-2", "px-4!"],
        ["text-sm/6", "leading-4"],
        ["leading-4", "text-sm/6"],
        ["[&_svg]:size-4", "[&_svg]:w-5"],
        ["-mt-2", "mt-4"],
        ["plain", "words"],
      ]),
    ).toEqual([]);
  });
});
