import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { blogComments, blogPosts } from "../../../db/schema.ts";
import { createBlogComment, createBlogPost } from "../../../tests/factories.ts";
import { createClient, type TestClient } from "../../../tests/helpers/client.ts";
import { onPostgres, useTestDatabase } from "../../../tests/helpers/db.ts";
import { createPostThroughApi, signedIn, validPost } from "../../../tests/kits/blog-admin-test-kit.ts";
import { imageBytes, SVG_WITH_SCRIPT } from "../../../tests/kits/upload-fixtures.ts";
import { db } from "../../lib/db.server.ts";
import { fileStorage } from "../uploads/index.server.ts";
import type { AdminPostJson } from "./blog-admin.schemas.ts";
import { PostInputSchema } from "./blog-admin.schemas.ts";
import { createPost } from "./blog-admin.server.ts";

useTestDatabase();

type Answer = { message: string; code: string };

let admin: TestClient;
beforeAll(async () => {
  admin = await signedIn("admin");
});

describe("PUT /api/admin/blog/posts/:id", () => {
  it("replaces the fields and computes the reading time again", async () => {
    const post = await createPostThroughApi(admin);
    const content = "word ".repeat(700);
    const res = await admin.put<AdminPostJson>(
      `/api/admin/blog/posts/${post.id}`,
      validPost({ title: "Renamed", slug: post.slug, content, tags: ["news"], metaTitle: "Meta" }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: post.id,
      title: "Renamed",
      slug: post.slug,
      readingTime: 4,
      tags: ["news"],
    });
    expect(res.body.metaTitle).toBe("Meta");
  });

  it("makes a new slug from the new title when a draft's slug is cleared", async () => {
    const post = await createPostThroughApi(admin);
    const title = `Spring Scramble ${Date.now()}`;
    const res = await admin.put<AdminPostJson>(
      `/api/admin/blog/posts/${post.id}`,
      validPost({ title, slug: "" }),
    );
    expect(res.body.slug).toBe(`spring-scramble-${title.split(" ").at(-1)}`);
  });

  it("keeps a published post's address when its slug is cleared, so links keep working", async () => {
    const post = await createPostThroughApi(admin, { status: "published" });
    const res = await admin.put<AdminPostJson>(
      `/api/admin/blog/posts/${post.id}`,
      validPost({ title: "A brand new title", slug: "", status: "published" }),
    );
    expect(res.body).toMatchObject({
      slug: post.slug,
      title: "A brand new title",
      publishedAt: post.publishedAt,
    });
  });

  it("answers 409 for a slug another post has, and 404 for a post that does not exist", async () => {
    const [one, two] = [await createPostThroughApi(admin), await createPostThroughApi(admin)];
    const taken = await admin.put<Answer>(`/api/admin/blog/posts/${two.id}`, validPost({ slug: one.slug }));
    expect(taken.status).toBe(409);
    expect((await admin.put<Answer>("/api/admin/blog/posts/999999", validPost())).status).toBe(404);
  });

  it("moves a published post back to draft, which hides it", async () => {
    const post = await createPostThroughApi(admin, { status: "published" });
    const res = await admin.put<AdminPostJson>(
      `/api/admin/blog/posts/${post.id}`,
      validPost({ slug: post.slug }),
    );
    expect(res.body).toMatchObject({ status: "draft", publishedAt: null });
    expect((await createClient().get(`/api/blog/posts/${post.slug}`)).status).toBe(404);
  });
});

describe("GET /api/admin/blog/posts", () => {
  it("lists every status, with comment counts, and filters by status", async () => {
    const draft = await createBlogPost({ status: "draft", publishedAt: null });
    const scheduled = await createBlogPost({
      status: "scheduled",
      publishedAt: new Date(Date.now() + 86_400_000),
    });
    const published = await createBlogPost();
    await createBlogComment(published.id);
    await createBlogComment(published.id);
    await createBlogComment(published.id, { status: "approved" });
    await createBlogComment(published.id, { status: "rejected" });

    const all = await admin.get<AdminPostJson[]>("/api/admin/blog/posts");
    const ids = all.body.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([draft.id, scheduled.id, published.id]));
    expect(all.body.find((p) => p.id === published.id)).toMatchObject({
      pendingComments: 2,
      approvedComments: 1,
    });
    expect(all.body.find((p) => p.id === draft.id)).toMatchObject({
      pendingComments: 0,
      approvedComments: 0,
    });
    // The future post comes first: newest by publication (or creation) date.
    expect(ids.indexOf(scheduled.id)).toBeLessThan(ids.indexOf(published.id));

    for (const status of ["draft", "scheduled", "published"] as const) {
      const res = await admin.get<AdminPostJson[]>(`/api/admin/blog/posts?status=${status}`);
      expect(res.body.length).toBeGreaterThan(0);
      expect(res.body.every((p) => p.status === status)).toBe(true);
    }
    const bad = await admin.get<Answer>("/api/admin/blog/posts?status=archived");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Status must be draft, scheduled or published");
  });
});

describe("DELETE /api/admin/blog/posts/:id", () => {
  it("removes the post with its comments; a second delete is a 404", async () => {
    const post = await createBlogPost();
    const comment = await createBlogComment(post.id);
    const res = await admin.delete<Answer>(`/api/admin/blog/posts/${post.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Post deleted");
    expect(await db().select().from(blogPosts).where(eq(blogPosts.id, post.id))).toEqual([]);
    expect(await db().select().from(blogComments).where(eq(blogComments.id, comment.id))).toEqual([]);
    expect((await createClient().get(`/api/blog/posts/${post.slug}`)).status).toBe(404);
    expect((await admin.delete<Answer>(`/api/admin/blog/posts/${post.id}`)).status).toBe(404);
  });
});

describe("POST /api/admin/blog/images", () => {
  const upload = (bytes: Uint8Array | string, name: string, type: string) => {
    const form = new FormData();
    form.append(
      "file",
      new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type }),
    );
    return admin.post<{ url: string } & Answer>("/api/admin/blog/images", form);
  };

  it("stores a PNG under a random name and serves it", async () => {
    const res = await upload(await imageBytes("png"), "hero.png", "image/png");
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect((await fileStorage().get(res.body.url.slice("/uploads/".length)))?.contentType).toBe("image/png");
    const served = await createClient().get(res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    const post = await createPostThroughApi(admin, { featuredImage: res.body.url });
    expect(post.featuredImage).toBe(res.body.url);
  });

  it.each([
    ["an SVG (it could carry script)", SVG_WITH_SCRIPT, "hero.svg", "image/svg+xml"],
    ["HTML named .png", "<!DOCTYPE html><p>hi</p>", "hero.png", "image/png"],
  ])("refuses %s with 400", async (_label, bytes, name, type) => {
    const res = await upload(bytes, name, type);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Upload a PNG, JPG, GIF or WEBP image.");
  });

  it("asks for a file when none is sent, and refuses a guest", async () => {
    const empty = await admin.post<Answer>("/api/admin/blog/images", new FormData());
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Choose an image to upload");
    const form = new FormData();
    form.append("file", new File([await imageBytes("png")], "x.png", { type: "image/png" }));
    expect((await createClient().post("/api/admin/blog/images", form)).status).toBe(401);
  });
});

describe("slugs under concurrent creates (the unique index decides)", () => {
  it("gives posts created at the same moment with the same title distinct slugs", async () => {
    const title = `Simultaneous ${Date.now()}`;
    const input = PostInputSchema.parse(validPost({ title }));
    const creates = Array.from({ length: 8 }, () => () => createPost(input, null));
    // PGlite has one connection, so there the same creates run one after another.
    const posts = onPostgres()
      ? await Promise.all(creates.map((create) => create()))
      : await creates.reduce<Promise<AdminPostJson[]>>(
          async (done, create) => [...(await done), await create()],
          Promise.resolve([]),
        );
    const slugs = posts.map((p) => p.slug).sort();
    const base = `simultaneous-${title.split(" ")[1]}`;
    expect(slugs).toEqual([base, ...[2, 3, 4, 5, 6, 7, 8].map((n) => `${base}-${n}`)].sort());
  });
});
