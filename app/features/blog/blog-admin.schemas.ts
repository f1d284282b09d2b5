// The admin's blog calls (posts, the post form's rules, comment moderation). Browser-safe: the
// editor checks a post with the same schema the API answers with.
import { z } from "zod";
import type { BlogPostJson } from "./blog.schemas.ts";
import { COMMENT_STATUSES, POST_STATUSES } from "./post-status.ts";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "./slug.ts";

export const TITLE_MAX = 200;
export const EXCERPT_MAX = 500;
export const CONTENT_MAX = 100_000;
export const MAX_TAGS = 10;
export const TAG_MAX_LENGTH = 40;
/** What search engines show of a title and a description. */
export const META_TITLE_MAX = 70;
export const META_DESCRIPTION_MAX = 160;
const IMAGE_URL_MAX = 2_048;

export const SCHEDULE_IN_FUTURE = "Choose a future date and time for a scheduled post";

const required = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);

/** Blank and absent are the same: no value. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

/** An absolute http(s) URL, or a path on this site such as an uploaded `/uploads/…` image. */
export function isImageUrl(value: string): boolean {
  if (/^\/(?![/\\])[^\s\\]*$/.test(value)) return !value.split("/").includes("..");
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** Trimmed, blank refused, duplicates ignored (case-insensitive), the first spelling kept. */
const tags = z
  .array(z.string({ error: "Each tag must be text" }), { error: "Tags must be a list" })
  .max(50, `A post can have at most ${MAX_TAGS} tags`)
  .default([])
  .transform((list, ctx) => {
    const seen = new Map<string, string>();
    for (const raw of list) {
      const tag = raw.trim().replace(/\s+/g, " ");
      if (!tag) ctx.addIssue({ code: "custom", message: "Tags cannot be blank" });
      else if (tag.length > TAG_MAX_LENGTH)
        ctx.addIssue({ code: "custom", message: `A tag can be at most ${TAG_MAX_LENGTH} characters` });
      else if (!seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
    }
    if (seen.size > MAX_TAGS)
      ctx.addIssue({ code: "custom", message: `A post can have at most ${MAX_TAGS} tags` });
    return [...seen.values()];
  });

/** `POST /api/admin/blog/posts` and `PUT …/{id}`: the whole post as the editor sends it. */
export const PostInputSchema = z
  .strictObject({
    title: required("Title", TITLE_MAX),
    slug: z
      .string({ error: "Slug must be text" })
      .trim()
      .toLowerCase()
      .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters`)
      .refine((v) => v === "" || SLUG_PATTERN.test(v), {
        message: "Slug may contain only lowercase letters, numbers and single hyphens",
      })
      .nullish()
      .transform((v) => v || null),
    excerpt: required("Excerpt", EXCERPT_MAX),
    content: required("Content", CONTENT_MAX),
    featuredImage: optionalText(IMAGE_URL_MAX, "Featured image must be a web address").refine(
      (v) => v === null || isImageUrl(v),
      "Featured image must be an http(s) address or an uploaded image",
    ),
    tags,
    metaTitle: optionalText(META_TITLE_MAX, `Meta title must be at most ${META_TITLE_MAX} characters`),
    metaDescription: optionalText(
      META_DESCRIPTION_MAX,
      `Meta description must be at most ${META_DESCRIPTION_MAX} characters`,
    ),
    status: z.enum(POST_STATUSES, { error: "Status must be draft, scheduled or published" }).default("draft"),
    publishedAt: z.iso
      .datetime({ offset: true, error: "Use an ISO date and time, such as 2026-06-01T09:00:00Z" })
      .nullish()
      .transform((v) => v ?? null),
    shareToFacebook: z.boolean({ error: "Share to Facebook must be true or false" }).default(false),
  })
  .superRefine((v, ctx) => {
    if (v.status === "scheduled" && !v.publishedAt) {
      ctx.addIssue({ code: "custom", path: ["publishedAt"], message: SCHEDULE_IN_FUTURE });
    }
  });
export type PostInput = z.output<typeof PostInputSchema>;

/** The time rule needs a clock, so the server and the form each apply it with their own. */
export function scheduleProblem(input: Pick<PostInput, "status" | "publishedAt">, now: Date): string | null {
  if (!input.publishedAt) return null;
  const at = Date.parse(input.publishedAt);
  if (input.status === "scheduled" && at <= now.getTime()) return SCHEDULE_IN_FUTURE;
  if (input.status === "published" && at > now.getTime())
    return "A published post cannot be dated in the future; schedule it instead";
  return null;
}

export const PostListQuerySchema = z.object({
  status: z.enum(POST_STATUSES, { error: "Status must be draft, scheduled or published" }).optional(),
});

/**
 * A post as the admin sees it: every field of the blog post record (docs/product-rules.md#records)
 * plus moderation and sharing state.
 */
export interface AdminPostJson extends BlogPostJson {
  shareToFacebook: boolean;
  facebookPostId: string | null;
  facebookError: string | null;
  createdAt: string;
  updatedAt: string;
  pendingComments: number;
  approvedComments: number;
}

// ── Comments ─────────────────────────────────────────────────────────────────

export const COMMENTS_PAGE_SIZE = 50;
export const BULK_MAX = 100;

export const CommentListQuerySchema = z.object({
  status: z
    .enum(COMMENT_STATUSES, { error: "Status must be pending, approved or rejected" })
    .default("pending"),
  page: z.coerce.number({ error: "Page must be a whole number" }).int().min(1).max(10_000).default(1),
});
export type CommentListQuery = z.input<typeof CommentListQuerySchema>;

export const CommentStatusSchema = z.strictObject({
  status: z.enum(COMMENT_STATUSES, { error: "Status must be pending, approved or rejected" }),
});

export const BULK_ACTIONS = ["approve", "reject", "delete"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const BulkCommentsSchema = z.strictObject({
  ids: z
    .array(z.number().int().positive(), { error: "Choose the comments by their ids" })
    .min(1, "Choose at least one comment")
    .max(BULK_MAX, `Choose at most ${BULK_MAX} comments at a time`)
    .transform((ids) => [...new Set(ids)]),
  action: z.enum(BULK_ACTIONS, { error: "Action must be approve, reject or delete" }),
});

/** A comment in the moderation queue; the e-mail is for the admin only. */
export interface AdminCommentJson {
  id: number;
  postId: number;
  postTitle: string;
  postSlug: string;
  authorName: string;
  authorEmail: string;
  content: string;
  status: (typeof COMMENT_STATUSES)[number];
  createdAt: string;
  moderatedAt: string | null;
}

export interface CommentListJson {
  comments: AdminCommentJson[];
  total: number;
  page: number;
  pageSize: number;
  /** How many comments each status holds, for the queue's tabs. */
  counts: Record<(typeof COMMENT_STATUSES)[number], number>;
}
