import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Comments must make sense to someone who has only this repository: they state the rule, or point
// at the project's own docs (`docs/product-rules.md#deposits`, `docs/decisions/003-payments.md`).
// Labels of documents that are not in the repository (decision numbers like "D4b", sections of
// the original specification, the payments reference's cases) are refused here, with file:line.

const SELF_PATH = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(SELF_PATH), "../..");
const SELF = path.relative(ROOT, SELF_PATH);
const SOURCE_DIRS = ["app", "db", "tests", "scripts", "bench", ".ci"];
const SKIP_DIRS = new Set([
  "node_modules",
  "build",
  "data",
  ".tmp",
  ".react-router",
  "public",
  "test-results",
  "playwright-report",
]);
const CODE = /\.(ts|tsx|js|mjs|cjs)$/;
const OTHER = /\.(css|sql|sh)$/;

/** Labels that only make sense with a document outside the repository. */
const OUTSIDE_LABELS: readonly [string, RegExp][] = [
  ["a decision number (D1, D4b …)", /\bD\d+[a-z]?\b/],
  ["the outside decisions file", /\bDECISIONS\b/],
  ["a section of the specification", /\b[Ss]ections? \d|§\s*\d/],
  ["the payments reference", /payments[- ]reference|reference,? cases? \d|payments-and-security/],
  ["the shared folder", /\/shared\//],
  ["an outside house document", /\bARCHITECTURE\b|\bSTYLE\.md\b/],
];

/** The same labels where they cannot be anything else, anywhere in a file (strings included). */
const OUTSIDE_ANYWHERE =
  /DECISIONS\.md|\bDECISIONS D\d|payments-and-security|payments reference|\/work\/shared\/|ARCHITECTURE\.md|STYLE\.md|[Ss]pec(ification)? (§|sections? \d)/;

/** `docs/….md`, optionally with `#anchor`, as a comment names it. */
const DOC_LINK = /\bdocs\/[\w./-]+\.md(?:#[\w-]+)?/g;

interface Finding {
  where: string;
  text: string;
}

function sourceFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) walk(full);
      } else if (CODE.test(entry.name) || OTHER.test(entry.name) || dir.endsWith(".ci")) {
        found.push(path.relative(ROOT, full));
      }
    }
  };
  for (const dir of SOURCE_DIRS) if (existsSync(path.join(ROOT, dir))) walk(path.join(ROOT, dir));
  for (const entry of readdirSync(ROOT, { withFileTypes: true })) {
    if (entry.isFile() && (CODE.test(entry.name) || OTHER.test(entry.name))) found.push(entry.name);
  }
  return found.filter((file) => file !== SELF).sort();
}

const lineOf = (text: string, pos: number) => text.slice(0, pos).split("\n").length;

/**
 * The comments of a TypeScript/JavaScript file, line by line, and the titles of its
 * describe/it/test calls. The house style puts comments on lines of their own (`//`, `/** … *\/`,
 * JSX's `{/* … *\/}`); a trailing `// …` after code counts too when it follows a space.
 */
function codeComments(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let inBlock = false;
  text.split("\n").forEach((raw, i) => {
    const line = raw.trim();
    const opens = line.startsWith("/*") || line.startsWith("{/*");
    if (inBlock || opens || line.startsWith("//") || line.startsWith("*")) {
      out.push({ line: i + 1, text: line });
      if (opens && !line.includes("*/")) inBlock = true;
      else if (inBlock && line.includes("*/")) inBlock = false;
      return;
    }
    const trailing = TRAILING_COMMENT.exec(raw);
    if (trailing?.[1] !== undefined) out.push({ line: i + 1, text: trailing[1] });
    const title = TEST_TITLE.exec(raw);
    if (title?.[2] !== undefined) out.push({ line: i + 1, text: title[2] });
  });
  return out;
}

/** ` // …` after code, when the code before it has no open quote. */
const TRAILING_COMMENT = /^(?:[^"'`/]|"[^"]*"|'[^']*'|`[^`]*`)*?\s(\/\/ .*)$/;
/** `describe("…"`, `it.each(…)("…"`, `test('…'`: the title of a test. */
const TEST_TITLE = /^\s*(?:describe|it|test)(?:\.\w+)*\(\s*(["'`])(.*?)\1/;

/** Comments of CSS (slash-star blocks), SQL (`--`) and shell (`#`) files. */
function otherComments(file: string, text: string): { line: number; text: string }[] {
  const pattern = file.endsWith(".css") ? /\/\*[\s\S]*?\*\//g : file.endsWith(".sql") ? /--.*$/gm : /#.*$/gm;
  return [...text.matchAll(pattern)].flatMap((m) =>
    m[0].split("\n").map((part, i) => ({ line: lineOf(text, m.index) + i, text: part.trim() })),
  );
}

function scan() {
  const labels: Finding[] = [];
  const links: { where: string; link: string }[] = [];
  for (const file of sourceFiles()) {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    const comments = CODE.test(file) ? codeComments(text) : otherComments(file, text);
    for (const comment of comments) {
      const where = `${file}:${comment.line}`;
      for (const [what, pattern] of OUTSIDE_LABELS) {
        if (pattern.test(comment.text)) labels.push({ where, text: `${what}: ${comment.text}` });
      }
      for (const link of comment.text.match(DOC_LINK) ?? []) links.push({ where, link });
    }
    const flagged = new Set(labels.map((f) => f.where));
    text.split("\n").forEach((line, i) => {
      const where = `${file}:${i + 1}`;
      if (OUTSIDE_ANYWHERE.test(line) && !flagged.has(where)) labels.push({ where, text: line.trim() });
    });
  }
  return { labels, links };
}

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces to hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

const anchorsCache = new Map<string, Set<string>>();
function anchorsOf(doc: string): Set<string> {
  let anchors = anchorsCache.get(doc);
  if (!anchors) {
    const headings = readFileSync(path.join(ROOT, doc), "utf8").match(/^#{1,6} .+$/gm) ?? [];
    anchors = new Set(headings.map((h) => headingAnchor(h.replace(/^#+ /, ""))));
    anchorsCache.set(doc, anchors);
  }
  return anchors;
}

/** Every `(…md#anchor)` link of the docs, resolved from the document that holds it. */
function docLinks(): { where: string; link: string }[] {
  const out: { where: string; link: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (rel.endsWith(".md")) {
        readFileSync(path.join(ROOT, rel), "utf8")
          .split("\n")
          .forEach((line, i) => {
            for (const m of line.matchAll(/\]\(([\w./-]+\.md)?(#[\w-]+)?\)/g)) {
              if (!m[1] && !m[2]) continue;
              const target = m[1] ? path.join(path.dirname(rel), m[1]) : rel;
              out.push({ where: `${rel}:${i + 1}`, link: `${target}${m[2] ?? ""}` });
            }
          });
      }
    }
  };
  walk("docs");
  return out;
}

/** Every line of the project's Markdown (README and docs), which may name rules but not labels. */
function markdownLines(): { where: string; text: string }[] {
  const files = ["README.md"];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (rel.endsWith(".md")) files.push(rel);
    }
  };
  walk("docs");
  return files.flatMap((file) =>
    readFileSync(path.join(ROOT, file), "utf8")
      .split("\n")
      .map((text, i) => ({ where: `${file}:${i + 1}`, text })),
  );
}

function brokenLinks(links: { where: string; link: string }[]): string[] {
  return links.flatMap(({ where, link }) => {
    const [doc = "", anchor] = link.split("#");
    if (!existsSync(path.join(ROOT, doc))) return [`${where}: ${link} (no such document)`];
    if (anchor !== undefined && !anchorsOf(doc).has(anchor)) return [`${where}: ${link} (no such heading)`];
    return [];
  });
}

describe("comments a newcomer can follow", () => {
  const { labels, links } = scan();

  it("cite no document outside the repository", () => {
    expect(labels.map((f) => `${f.where}: ${f.text}`)).toEqual([]);
  });

  it("and neither does the Markdown of README and docs", () => {
    const cited = markdownLines().filter(({ text }) =>
      OUTSIDE_LABELS.some(([, pattern]) => pattern.test(text)),
    );
    expect(cited.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });

  it("name only docs and headings that exist", () => {
    expect(links.length).toBeGreaterThan(10);
    expect(brokenLinks(links)).toEqual([]);
  });

  it("docs link only to docs and headings that exist", () => {
    expect(brokenLinks(docLinks())).toEqual([]);
  });

  it("turns headings into GitHub's anchors", () => {
    expect(headingAnchor("PayPal: idempotency")).toBe("paypal-idempotency");
    expect(headingAnchor("The shop's name")).toBe("the-shops-name");
    expect(headingAnchor("E-mail")).toBe("e-mail");
    expect(headingAnchor("Quantities and prices")).toBe("quantities-and-prices");
  });
});

describe("the scan itself", () => {
  it("finds comments, test titles and CSS comments, and leaves code alone", () => {
    const code = [
      "// the rule of D4b",
      "const MOCKUP_DECISIONS = ['D1'];",
      "/** See docs/product-rules.md#deposits. */",
      "describe('paying (D2)', () => {});",
      "const x = 1; // trailing D3a",
    ].join("\n");
    expect(codeComments(code)).toEqual([
      { line: 1, text: "// the rule of D4b" },
      { line: 3, text: "/** See docs/product-rules.md#deposits. */" },
      { line: 4, text: "paying (D2)" },
      { line: 5, text: "// trailing D3a" },
    ]);
    expect(otherComments("a.css", "a { color: red; }\n/* section 7\n   D4 */")).toEqual([
      { line: 2, text: "/* section 7" },
      { line: 3, text: "D4 */" },
    ]);
  });

  it("recognises every outside label and no ordinary word", () => {
    const flagged = (line: string) => OUTSIDE_LABELS.some(([, pattern]) => pattern.test(line));
    for (const line of [
      "(D4b)",
      "D12's call",
      "DECISIONS",
      "spec section 2",
      "§9",
      "payments reference case 7",
    ]) {
      expect(flagged(line), line).toBe(true);
    }
    for (const line of ["MOCKUP_DECISIONS", "3D secure", "the sections of the page", "tests/e2e/x.spec.ts"]) {
      expect(flagged(line), line).toBe(false);
    }
  });
});
