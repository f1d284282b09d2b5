import { RssIcon } from "lucide-react";
import { useNavigation } from "react-router";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { cn } from "../../../lib/utils.ts";
import type { BlogPostSummary } from "../blog.schemas.ts";
import { BlogFilters } from "./blog-filters.tsx";
import { BlogListEmpty } from "./blog-list-empty.tsx";
import { BlogPager } from "./blog-pager.tsx";
import { PostCard } from "./post-card.tsx";

interface BlogIndexProps {
  posts: BlogPostSummary[];
  tags: string[];
  q: string;
  tag: string;
  page: number;
  hasMore: boolean;
}

/** Header, search, tag filter and the grid of posts, a page at a time. */
export function BlogIndex({ posts, tags, q, tag, page, hasMore }: BlogIndexProps) {
  const navigation = useNavigation();
  const to = navigation.location?.pathname;
  const filtering = navigation.state !== "idle" && to === "/blog";
  const openingPost = navigation.state !== "idle" && Boolean(to?.startsWith("/blog/"));

  return (
    <main className="flex-1">
      <header className="border-b bg-gradient-to-b from-secondary/60 to-background">
        <div className="mx-auto max-w-6xl px-4 pt-12 pb-10 sm:px-6 md:pt-20 md:pb-14">
          <div className="flex items-start justify-between gap-6">
            <div className="max-w-2xl">
              <p className="text-xs font-semibold tracking-[0.18em] text-primary uppercase">The Blog</p>
              <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">Notes from the pin room</h1>
              <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
                Guides to designing, ordering and caring for custom golf pins and ball markers, from our
                studio in Newport Beach.
              </p>
            </div>
            <a
              href="/blog/rss.xml"
              className="hidden shrink-0 items-center gap-1.5 rounded-full border bg-card px-3 py-1.5 text-sm font-medium text-muted-foreground hover:text-primary sm:inline-flex"
            >
              <RssIcon className="size-4" aria-hidden="true" />
              RSS feed
            </a>
          </div>
          <div className="mt-8">
            <BlogFilters q={q} tag={tag} tags={tags} pending={filtering} />
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-20 sm:px-6 md:pt-14 md:pb-28">
        {posts.length > 0 ? (
          <ul
            aria-label="Blog posts"
            aria-busy={filtering}
            className={cn(
              "grid grid-cols-1 gap-6 transition-opacity md:grid-cols-2 lg:grid-cols-3 lg:gap-8",
              filtering && "opacity-60",
            )}
          >
            {posts.map((post, index) => (
              <li key={post.id} className="flex">
                {/* The first card's picture is the largest thing on a phone's first screen. */}
                <PostCard post={post} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <BlogListEmpty filtered={Boolean(q || tag || page > 1)} />
        )}
        <BlogPager q={q} tag={tag} page={page} hasMore={hasMore} />
      </div>
      {openingPost && (
        <div className="fixed inset-x-0 bottom-6 z-40 flex justify-center" aria-live="polite">
          <span className="inline-flex items-center gap-2 rounded-full bg-foreground px-4 py-2 text-sm text-background shadow-lg">
            <Spinner className="size-4" label="Loading post…" />
            Loading post…
          </span>
        </div>
      )}
    </main>
  );
}
