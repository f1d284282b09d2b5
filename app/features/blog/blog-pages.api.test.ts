// The blog pages' loaders (app/routes/blog*.tsx) against a real database: what the SSR HTML is
// built from, including the view a rendered post page counts.
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createBlogComment, createBlogPost } from "../../../tests/factories.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { requestContext } from "../../lib/context.ts";
import { loader as listLoader } from "../../routes/blog.tsx";
import { loader as postLoader } from "../../routes/blog-post.tsx";
import { BLOG_PAGE_SIZE, type BlogCommentJson, type BlogPostJson } from "./blog.schemas.ts";

useTestDatabase();

const BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1";

function context(clientIp: string) {
  const provider = new RouterContextProvider();
  provider.set(requestContext, { user: null, nonce: "", requestId: "test", clientIp });
  return provider;
}

interface PostPage {
  status: number;
  post: BlogPostJson | null;
  comments: BlogCommentJson[];
}

async function openPost(slug: string, ip = "192.0.2.10", userAgent = BROWSER): Promise<PostPage> {
  const request = new Request(`http://localhost/blog/${slug}`, { headers: { "user-agent": userAgent } });
  const result: unknown = await postLoader({ params: { slug }, request, context: context(ip) } as never);
  // A missing post comes wrapped with its 404 status; a found one is the plain data.
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const wrapped = result as { init: ResponseInit | null; data: Omit<PostPage, "status"> };
    return { status: wrapped.init?.status ?? 200, ...wrapped.data };
  }
  return { status: 200, ...(result as Omit<PostPage, "status">) };
}

describe("the post page", () => {
  it("renders a public post with its approved comments and counts the reader's view", async () => {
    const post = await createBlogPost();
    await createBlogComment(post.id, { status: "approved", content: "Shown" });
    await createBlogComment(post.id, { status: "pending", content: "Held" });
    const first = await openPost(post.slug);
    expect(first.status).toBe(200);
    expect(first.post).toMatchObject({ slug: post.slug, views: 1 });
    expect(first.comments).toEqual([expect.objectContaining({ content: "Shown" })]);
    expect(JSON.stringify(first.comments)).not.toContain("@example.com");

    expect((await openPost(post.slug)).post).toMatchObject({ views: 1 });
    expect((await openPost(post.slug, "192.0.2.11")).post).toMatchObject({ views: 2 });
    expect((await openPost(post.slug, "192.0.2.12", "Googlebot/2.1")).post).toMatchObject({ views: 2 });
  });

  it("is a 404 for drafts, scheduled posts and unknown slugs", async () => {
    const draft = await createBlogPost({ status: "draft", publishedAt: null });
    const scheduled = await createBlogPost({
      status: "scheduled",
      publishedAt: new Date(Date.now() + 60_000),
    });
    for (const slug of [draft.slug, scheduled.slug, "no-such-post"]) {
      const page = await openPost(slug);
      expect(page.status, slug).toBe(404);
      expect(page.post).toBeNull();
    }
  });
});

describe("the blog list page", () => {
  it("reads the search and the tag from the URL", async () => {
    const tag = `tag-${Date.now()}`;
    const post = await createBlogPost({ title: "Putting green etiquette", tags: [tag] });
    await createBlogPost({ title: "Something else", tags: [tag] });
    const request = new Request(`http://localhost/blog?q=${encodeURIComponent("  GREEN ")}&tag=${tag}`);
    const data = await listLoader({ request, params: {}, context: context("192.0.2.1") } as never);
    expect(data.q).toBe("GREEN");
    expect(data.tag).toBe(tag);
    expect(data.posts.map((p) => p.id)).toEqual([post.id]);
    expect(data.tags).toContain(tag);
  });

  it("shows a grid of posts a page at a time, whatever limit the URL asks", async () => {
    const tag = `paged-${Date.now()}`;
    const slugs: string[] = [];
    for (let i = 0; i <= BLOG_PAGE_SIZE; i++) {
      const post = await createBlogPost({
        tags: [tag],
        publishedAt: new Date(Date.now() - (i + 1) * 60_000),
      });
      slugs.push(post.slug);
    }
    const open = (search: string) =>
      listLoader({
        request: new Request(`http://localhost/blog?tag=${tag}${search}`),
        params: {},
        context: context("192.0.2.1"),
      } as never);
    const first = await open("&limit=1");
    expect(first.posts.map((p) => p.slug)).toEqual(slugs.slice(0, BLOG_PAGE_SIZE));
    expect(first).toMatchObject({ page: 1, hasMore: true });
    const second = await open("&page=2");
    expect(second.posts.map((p) => p.slug)).toEqual(slugs.slice(BLOG_PAGE_SIZE));
    expect(second).toMatchObject({ page: 2, hasMore: false });
  });
});
