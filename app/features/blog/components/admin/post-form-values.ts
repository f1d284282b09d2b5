import type { FieldErrors, Resolver } from "react-hook-form";
import {
  type AdminPostJson,
  type PostInput,
  PostInputSchema,
  scheduleProblem,
} from "../../blog-admin.schemas.ts";
import type { PostStatus } from "../../post-status.ts";

// The editor types text; the feature's own schema judges it, so the form
// and the API give the same messages.

export interface PostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImage: string;
  tags: string[];
  metaTitle: string;
  metaDescription: string;
  status: PostStatus;
  /** A `datetime-local` value in the admin's own time zone, for scheduled posts. */
  publishedAt: string;
  shareToFacebook: boolean;
}

export const EMPTY_POST: PostFormValues = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  featuredImage: "",
  tags: [],
  metaTitle: "",
  metaDescription: "",
  status: "draft",
  publishedAt: "",
  shareToFacebook: false,
};

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO time as a `datetime-local` value in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (read as local time) as ISO, or null when empty or unreadable. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export function toPostFormValues(post: AdminPostJson): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    featuredImage: post.featuredImage ?? "",
    tags: post.tags,
    metaTitle: post.metaTitle ?? "",
    metaDescription: post.metaDescription ?? "",
    status: post.status,
    publishedAt: post.status === "scheduled" ? toLocalInput(post.publishedAt) : "",
    shareToFacebook: post.shareToFacebook,
  };
}

/** Only a scheduled post sends its time; publishing takes "now" (or keeps the date it has). */
export function toPostPayload(v: PostFormValues) {
  return { ...v, publishedAt: v.status === "scheduled" ? fromLocalInput(v.publishedAt) : null };
}

export const postResolver: Resolver<PostFormValues, unknown, PostInput> = async (values) => {
  const parsed = PostInputSchema.safeParse(toPostPayload(values));
  const errors: FieldErrors<PostFormValues> = {};
  const problem = parsed.success ? scheduleProblem(parsed.data, new Date()) : null;
  if (parsed.success && !problem) return { values: parsed.data, errors: {} };
  if (problem) errors.publishedAt = { type: "validation", message: problem };
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0] ?? "title") as keyof PostFormValues;
    errors[field] ??= { type: "validation", message: issue.message };
  }
  return { values: {}, errors };
};

/** The fields a server answer names: `field` of a 409, or the paths of a 400's issues. */
export function serverFieldErrors(body: unknown): { field: keyof PostFormValues; message: string }[] {
  if (!body || typeof body !== "object") return [];
  const { field, message, issues } = body as { field?: unknown; message?: unknown; issues?: unknown };
  const found: { field: keyof PostFormValues; message: string }[] = [];
  if (typeof field === "string" && typeof message === "string" && field in EMPTY_POST) {
    found.push({ field: field as keyof PostFormValues, message });
  }
  if (Array.isArray(issues)) {
    for (const issue of issues as { path?: unknown; message?: unknown }[]) {
      const name = String(issue.path ?? "").split(".")[0] ?? "";
      if (name in EMPTY_POST && typeof issue.message === "string") {
        found.push({ field: name as keyof PostFormValues, message: issue.message });
      }
    }
  }
  return found;
}
