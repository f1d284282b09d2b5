import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { createBlogPost, createProduct } from "../../tests/factories.ts";
import { createClient } from "../../tests/helpers/client.ts";
import { useTestDatabase } from "../../tests/helpers/db.ts";
import { env } from "../lib/env.server.ts";

useTestDatabase();

// jsdom ships no types; this file needs only its XML parser.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (text: string, options: { contentType: string }) => { window: { document: Document } };
};

/** Parses as XML; JSDOM throws on anything that is not well-formed. */
const xml = (text: string) => new JSDOM(text, { contentType: "application/xml" }).window.document;

const HOUR = 3_600_000;

/** Hidden posts of every kind: none may appear in a feed. */
async function hiddenPosts() {
  return Promise.all([
    createBlogPost({ status: "draft", publishedAt: null }),
    createBlogPost({ status: "scheduled", publishedAt: new Date(Date.now() + HOUR) }),
    createBlogPost({ status: "published", publishedAt: new Date(Date.now() + HOUR) }),
  ]);
}

describe("GET /blog/rss.xml", () => {
  it("is a well-formed RSS 2.0 feed of public posts, with every text escaped", async () => {
    const tricky = await createBlogPost({
      title: `Pins & <b>"markers"</b> for 'clubs' ]]> \u0001`,
      excerpt: "<script>alert(1)</script> & more",
      tags: ["<tag>", "a&b"],
      publishedAt: new Date("2026-03-01T15:00:00Z"),
    });
    const hidden = await hiddenPosts();

    const res = await createClient().get<string>("/blog/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(res.text).not.toContain("<script>");
    expect(res.text).not.toContain("<b>");
    for (const post of hidden) expect(res.text).not.toContain(post.slug);

    const doc = xml(res.text);
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    expect(doc.querySelector("channel > link")?.textContent).toBe(`${env().publicUrl}/blog`);
    const item = [...doc.querySelectorAll("item")].find((i) =>
      i.querySelector("link")?.textContent?.endsWith(`/blog/${tricky.slug}`),
    );
    expect(item).toBeDefined();
    expect(item!.querySelector("title")?.textContent).toBe(`Pins & <b>"markers"</b> for 'clubs' ]]> `);
    expect(item!.querySelector("description")?.textContent).toBe("<script>alert(1)</script> & more");
    expect([...item!.querySelectorAll("category")].map((c) => c.textContent)).toEqual(["<tag>", "a&b"]);
    expect(item!.querySelector("pubDate")?.textContent).toBe("Sun, 01 Mar 2026 15:00:00 GMT");
    expect(item!.querySelector("guid")?.getAttribute("isPermaLink")).toBe("true");
  });
});

describe("GET /sitemap.xml", () => {
  it("lists the pages, the products and the public posts with lastmod", async () => {
    const product = await createProduct();
    const post = await createBlogPost({
      publishedAt: new Date("2026-02-01T00:00:00Z"),
      updatedAt: new Date("2026-02-03T00:00:00Z"),
    });
    const hidden = await hiddenPosts();

    const res = await createClient().get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const doc = xml(res.text);
    const urls = new Map(
      [...doc.querySelectorAll("url")].map((u) => [
        u.querySelector("loc")?.textContent,
        u.querySelector("lastmod")?.textContent,
      ]),
    );
    const base = env().publicUrl;
    for (const path of ["/", "/custom", "/blog", `/product/${product.id}`])
      expect(urls.has(`${base}${path}`)).toBe(true);
    expect(urls.get(`${base}/blog/${post.slug}`)).toBe("2026-02-03T00:00:00.000Z");
    for (const p of hidden) expect(res.text).not.toContain(p.slug);
  });
});

describe("GET /robots.txt", () => {
  it("allows the shop, keeps crawlers out of private and token pages, and names the sitemap", async () => {
    const res = await createClient().get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const lines = res.text.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/admin", "/api/", "/checkout", "/balance-payment/", "/proof/", "/reset-password"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${env().publicUrl}/sitemap.xml`);
  });
});
