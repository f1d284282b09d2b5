// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { MarkdownContent } from "./markdown-content.tsx";

// A post's markdown renders as the shop's typography and never as live HTML.

const html = (markdown: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <MarkdownContent markdown={markdown} />
    </MemoryRouter>,
  );

/** Parsed as a browser would: no element that runs script, no handler, no unsafe URL. */
function expectInert(out: string) {
  const doc = new DOMParser().parseFromString(out, "text/html");
  expect(doc.querySelectorAll("script, svg, iframe, object, embed, style")).toHaveLength(0);
  for (const el of doc.body.querySelectorAll("*")) {
    for (const attr of el.attributes) {
      expect(attr.name).not.toMatch(/^on/i);
      if (attr.name === "href" || attr.name === "src") {
        expect(attr.value.trim()).not.toMatch(/^(javascript|data|vbscript):/i);
      }
    }
  }
}

describe("MarkdownContent", () => {
  it("renders GitHub-flavoured markdown: headings, lists, quotes, code and tables", () => {
    const out = html(
      [
        "## Sizes",
        "",
        "- one",
        "- two",
        "",
        "1. first",
        "",
        "> A quote",
        "",
        "Use `inline` code.",
        "",
        "```",
        "const pins = 50;",
        "```",
        "",
        "| Quantity | Price |",
        "| --- | --- |",
        "| 50 | $7.00 |",
        "",
        "~~gone~~ and **bold**",
      ].join("\n"),
    );
    const doc = new DOMParser().parseFromString(out, "text/html");
    const text = (selector: string) => doc.querySelector(selector)?.textContent?.trim();
    expect(text("h2")).toBe("Sizes");
    expect([...doc.querySelectorAll("ul > li")].map((li) => li.textContent)).toEqual(["one", "two"]);
    expect(text("ol > li")).toBe("first");
    expect(text("blockquote > p")).toBe("A quote");
    expect(text("p > code")).toBe("inline");
    expect(text("pre > code")).toBe("const pins = 50;");
    expect([...doc.querySelectorAll("table thead th")].map((th) => th.textContent)).toEqual([
      "Quantity",
      "Price",
    ]);
    expect([...doc.querySelectorAll("table tbody td")].map((td) => td.textContent)).toEqual(["50", "$7.00"]);
    expect(text("del")).toBe("gone");
    expect(text("strong")).toBe("bold");
  });

  it("honours single line breaks", () => {
    expect(html("first line\nsecond line")).toMatch(/first line<br\/>\s*second line/);
  });

  it("keeps one h1 per page: a post's own h1 becomes an h2", () => {
    const out = html("# Big title");
    expect(out).not.toContain("<h1");
    expect(out).toContain(">Big title</h2>");
  });

  it("links site paths through the router and external sites with a safe rel", () => {
    const out = html("[builder](/custom) and [rules](https://www.usga.org/rules)");
    expect(out).toMatch(/<a[^>]*href="\/custom"[^>]*>builder<\/a>/);
    expect(out).toMatch(/<a[^>]*href="https:\/\/www\.usga\.org\/rules"[^>]*rel="noopener noreferrer"/);
  });

  it.each([
    ["a script tag", "<script>alert('xss')</script>"],
    ["an image with onerror", '<img src="x" onerror="alert(1)">'],
    ["inline SVG with onload", '<svg onload="alert(1)"><circle r="4"/></svg>'],
    ["an iframe", '<iframe src="https://evil.example"></iframe>'],
    ["an inline event handler", '<a href="#" onclick="alert(1)">click</a>'],
    ["raw HTML inside a paragraph", "Hello <b onmouseover=alert(1)>there</b> friend"],
  ])("renders %s as text, never as HTML", (_, markdown) => {
    const out = html(markdown);
    expectInert(out);
    // The author's characters are still there, escaped, so nothing silently disappears.
    expect(out).toContain("&lt;");
  });

  it.each([
    ["javascript: link", "[click me](javascript:alert(1))"],
    ["obfuscated javascript: link", "[click me](JaVaScRiPt:alert(1))"],
    ["entity-encoded javascript: link", "[click me](jav&#x61;script:alert(1))"],
    ["data: link", "[click me](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["vbscript: link", "[click me](vbscript:msgbox(1))"],
    ["autolink", "<javascript:alert(1)>"],
  ])("neutralises a %s", (_, markdown) => {
    const out = html(markdown);
    expectInert(out);
    expect(out).not.toMatch(/href="[^"]*script:/i);
  });

  it("drops images whose source is unsafe, including SVG data URLs", () => {
    const out = html(
      "![x](javascript:alert(1)) ![svg](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+) ![ok](/images/blog/a.svg)",
    );
    expectInert(out);
    expect(out.match(/<img/g)).toHaveLength(1);
    expect(out).toMatch(/<img[^>]*src="\/images\/blog\/a\.svg"/);
  });

  it("shows 'Error rendering content' in red when the markdown cannot be rendered", () => {
    const out = html(42 as unknown as string);
    expect(out).toContain("Error rendering content");
    expect(out).toContain("text-destructive");
  });
});
