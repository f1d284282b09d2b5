import { z } from "zod";
import type { Picture } from "../../lib/picture.ts";
import type { PostStatus } from "./post-status.ts";

/** The API's shape of a post; dates are ISO strings. */
export interface BlogPostJson {
  id: number;
  title: string;
  slug: string;
  /** Markdown (rendered without raw HTML). */
  content: string;
  excerpt: string;
  featuredImage: string | null;
  /** The featured image's resized copies (AVIF, WEBP); null for art without them. */
  featuredPicture: Picture | null;
  authorId: number | null;
  status: PostStatus;
  tags: string[];
  metaTitle: string | null;
  metaDescription: string | null;
  readingTime: number;
  facebookPosted: boolean;
  views: number;
  publishedAt: string | null;
}

/** A post in the blog list: everything but its content, which the list never shows. */
export type BlogPostSummary = Omit<BlogPostJson, "content">;

/** A blog comment as the public sees it: never the author's e-mail. */
export interface BlogCommentJson {
  id: number;
  postId: number;
  authorName: string;
  content: string;
  createdAt: string;
}

/** The answer to a new comment: held for approval, so its status is `pending`. */
export interface SubmittedCommentJson extends BlogCommentJson {
  status: "pending";
}

/** Server-side bounds of a comment's fields, which the form does not show. */
export const COMMENT_LIMITS = { authorName: 100, authorEmail: 254, content: 5000 } as const;

/** Posts on a page of the blog list (a full grid of 1, 2 or 3 columns), and the most one call may ask. */
export const BLOG_PAGE_SIZE = 12;
export const BLOG_MAX_PAGE_SIZE = 50;

/**
 * `?q=&tag=&page=&limit=` of the blog list, trimmed; an empty value means no filter. A public
 * URL is forgiving: a bad filter or page is dropped, a limit past the maximum is the maximum.
 */
// A NUL byte (`?q=%00`) cannot reach PostgreSQL: such a filter is dropped like any bad one.
const noNul = (v: string) => !v.includes("\u0000");
export const BlogListQuerySchema = z.object({
  q: z.string().trim().max(200).refine(noNul).optional().catch(undefined),
  tag: z.string().trim().max(100).refine(noNul).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .transform((n) => Math.min(n, BLOG_MAX_PAGE_SIZE))
    .catch(BLOG_PAGE_SIZE),
});
export type BlogListQuery = z.infer<typeof BlogListQuerySchema>;

/** One page of the blog list, and whether an older page follows. */
export interface BlogPostPage {
  posts: BlogPostSummary[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

const requiredText = (label: string, max: number, what: string) =>
  z
    .string({ error: `Please enter ${what}` })
    .trim()
    .min(1, `Please enter ${what}`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * POST /api/blog/posts/{slug}/comments. `website` is a honeypot: people never see
 * the field, so a filled one is a bot (answered as a success, stored nowhere).
 */
export const CommentInputSchema = z.strictObject({
  authorName: requiredText("Name", COMMENT_LIMITS.authorName, "your name"),
  authorEmail: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .max(COMMENT_LIMITS.authorEmail, `Email must be at most ${COMMENT_LIMITS.authorEmail} characters`)
    .pipe(z.email("Please enter a valid email address")),
  content: requiredText("Comment", COMMENT_LIMITS.content, "a comment"),
  postId: z.number().int().positive().optional(),
  website: z.string().optional(),
});
export type CommentInput = z.infer<typeof CommentInputSchema>;

/** The comment form's fields (the browser's half of the same rules). */
export const CommentFormSchema = CommentInputSchema.pick({
  authorName: true,
  authorEmail: true,
  content: true,
});
export type CommentForm = z.infer<typeof CommentFormSchema>;
