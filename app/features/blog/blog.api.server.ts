import { Hono } from "hono";
import { rateLimit } from "../../lib/rate-limit.server.ts";
import { clientIp } from "../../server/client-ip.ts";
import type { AppEnv } from "../../server/hono-env.ts";
import { validate } from "../../server/validate.ts";
import { BlogListQuerySchema, CommentInputSchema } from "./blog.schemas.ts";
import { featuredPictureOf, getPublishedPost, listPostSummaries, toBlogPostJson } from "./blog.server.ts";
import { listApprovedComments, submitComment } from "./blog-comments.server.ts";
import { countView } from "./post-views.server.ts";

export const blogApi = new Hono<AppEnv>();

/** A person writes a handful of comments an hour at most; this stops a flood from one address. */
export const COMMENT_LIMIT = { limit: 5, windowMs: 15 * 60_000 };

/** `GET /api/blog/posts`: posts without their content, a page at a time; paging travels in headers. */
blogApi.get("/posts", validate("query", BlogListQuerySchema), async (c) => {
  const { posts, page, pageSize, hasMore } = await listPostSummaries(c.req.valid("query"));
  c.header("X-Page", String(page));
  c.header("X-Page-Size", String(pageSize));
  c.header("X-Has-More", String(hasMore));
  return c.json(posts);
});

blogApi.get("/posts/:slug", async (c) => {
  const post = await getPublishedPost(c.req.param("slug"));
  const counted = await countView(post.id, { ip: clientIp(c), userAgent: c.req.header("user-agent") ?? "" });
  const picture = await featuredPictureOf(post.featuredImage);
  return c.json(toBlogPostJson(counted ? { ...post, views: post.views + 1 } : post, picture));
});

blogApi.get("/posts/:slug/comments", async (c) => c.json(await listApprovedComments(c.req.param("slug"))));

blogApi.post(
  "/posts/:slug/comments",
  rateLimit({ name: "blog-comment", ...COMMENT_LIMIT }),
  validate("json", CommentInputSchema),
  async (c) => c.json(await submitComment(c.req.param("slug"), c.req.valid("json")), 201),
);
