// A blog post's featured image, uploaded from a phone: stored without EXIF, with resized copies
// the blog list and the post page ask for by width.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createBlogPost } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { useAdminClient } from "../../../tests/kits/test-accounts.ts";
import { metadataOf } from "../../../tests/kits/upload-fixtures.ts";
import { createApp } from "../../server/app.ts";
import type { BlogPostJson, BlogPostSummary } from "./blog.schemas.ts";
import { PostCard } from "./components/post-card.tsx";
import { PostImage } from "./components/post-image.tsx";

useTestDatabase();

const admin = useAdminClient();

/** A 2000×1125 camera JPEG with EXIF (make, model, GPS). */
async function cameraJpeg(): Promise<Uint8Array> {
  const jpeg = await sharp({ create: { width: 2000, height: 1125, channels: 3, background: "#5a8f3c" } })
    .withExif({
      IFD0: { Make: "Apple", Model: "iPhone 15 Pro" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 34/1 2850/100" },
    })
    .jpeg()
    .toBuffer();
  return new Uint8Array(jpeg);
}

const imgTag = (html: string) => /<img [^>]*>/.exec(html)?.[0] ?? "";

describe("a blog post's featured image", () => {
  it("is stored without EXIF, with copies the list and the post page ask for by width", async () => {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(await cameraJpeg())], "green.jpg", { type: "image/jpeg" }));
    const upload = await admin.post<{ url: string }>("/api/admin/blog/images", form);
    expect(upload.status).toBe(201);
    const original = await createApp().request(`http://localhost${upload.body.url}`);
    expect(await metadataOf(new Uint8Array(await original.arrayBuffer()))).toMatchObject({
      hasExif: false,
      gps: false,
    });

    const post = await createBlogPost({ featuredImage: upload.body.url });
    const list = await createClient().get<BlogPostSummary[]>("/api/blog/posts");
    const summary = list.body.find((p) => p.id === post.id)!;
    const picture = summary.featuredPicture!;
    expect(picture).toMatchObject({ width: 2000, height: 1125 });
    expect(picture.variants.map((v) => `${v.format}${v.width}`)).toEqual([
      "avif320",
      "webp320",
      "avif640",
      "webp640",
      "avif960",
      "webp960",
      "avif1280",
      "webp1280",
      "avif1600",
      "webp1600",
    ]);
    const copy = await createApp().request(`http://localhost${picture.variants[0]!.url}`);
    expect(copy.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(copy.headers.get("content-type")).toBe("image/avif");

    const full = await createClient().get<BlogPostJson>(`/api/blog/posts/${post.slug}`);
    expect(full.body.featuredPicture).toEqual(picture);

    const card = renderToString(
      createElement(MemoryRouter, null, createElement(PostCard, { post: summary })),
    );
    expect(card).toContain('<source type="image/avif"');
    expect(imgTag(card)).toMatch(/srcSet="[^"]*\.webp 320w.*\.webp 1600w"/);
    expect(imgTag(card)).toMatch(/sizes="[^"]+"/);
    expect(imgTag(card)).toContain('width="2000"');
    expect(imgTag(card)).toContain('height="1125"');
    const article = renderToString(
      createElement(PostImage, {
        src: full.body.featuredImage,
        picture: full.body.featuredPicture,
        sizes: "100vw",
        alt: full.body.title,
        priority: true,
      }),
    );
    expect(imgTag(article)).toContain('fetchPriority="high"');
    expect(imgTag(article)).toContain("srcSet=");
  });

  it("an SVG featured image keeps its one file", async () => {
    const post = await createBlogPost({ featuredImage: "/images/blog/putting-green.svg" });
    const full = await createClient().get<BlogPostJson>(`/api/blog/posts/${post.slug}`);
    expect(full.body.featuredPicture).toBeNull();
  });
});
