import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge.tsx";
import type { BlogPostSummary } from "../blog.schemas.ts";
import { PostImage } from "./post-image.tsx";
import { PostMeta } from "./post-meta.tsx";

/** Blog cards show at most 2 tags, then "+N" for the rest. */
export const CARD_TAG_LIMIT = 2;

/** One post in the grid. */
export function PostCard({ post, priority = false }: { post: BlogPostSummary; priority?: boolean }) {
  const href = `/blog/${post.slug}`;
  const shown = post.tags.slice(0, CARD_TAG_LIMIT);
  const more = post.tags.length - shown.length;
  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-2xl border bg-card shadow-xs transition-shadow duration-200 hover:shadow-lg">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block overflow-hidden">
        <PostImage
          src={post.featuredImage}
          picture={post.featuredPicture}
          // One to three columns in a 72rem page.
          sizes="(min-width: 1024px) 23rem, (min-width: 768px) calc(50vw - 2.5rem), calc(100vw - 2rem)"
          priority={priority}
          className="aspect-[16/9] w-full transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </Link>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        {post.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {shown.map((tag) => (
              <li key={tag}>
                <Badge variant="secondary">{tag}</Badge>
              </li>
            ))}
            {more > 0 && (
              <li>
                {/* A span cannot carry a label: the sign is seen, the words are read. */}
                <Badge variant="outline">
                  <span aria-hidden="true">+{more}</span>
                  <span className="sr-only">{more} more tags</span>
                </Badge>
              </li>
            )}
          </ul>
        )}
        <h2 className="mt-4 text-xl leading-snug sm:text-2xl">
          <Link
            to={href}
            className="rounded-sm outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring"
          >
            {post.title}
          </Link>
        </h2>
        <PostMeta post={post} className="mt-3 gap-x-3 text-xs" />
        <p className="mt-3 line-clamp-3 leading-relaxed text-muted-foreground">{post.excerpt}</p>
        <Link
          to={href}
          className="mt-auto inline-flex items-center gap-1.5 self-start rounded-sm pt-5 text-sm font-semibold text-primary hover:underline hover:underline-offset-4"
        >
          Read More
          {/* The post's title, for screen readers and search engines: "Read More" alone says nothing. */}
          <span className="sr-only">: {post.title}</span>
          <ArrowRightIcon
            className="size-4 transition-transform group-hover:translate-x-0.5"
            aria-hidden="true"
          />
        </Link>
      </div>
    </article>
  );
}
