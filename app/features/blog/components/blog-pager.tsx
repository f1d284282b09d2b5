import { ArrowLeftIcon, ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { blogListSearch } from "./blog-filters.tsx";

interface BlogPagerProps {
  q: string;
  tag: string;
  page: number;
  /** An older page follows this one. */
  hasMore: boolean;
}

/**
 * Newer and older pages of the blog list, keeping the search and tag: a shop that has written
 * for years cannot show every post at once. Nothing shows while one page holds them all.
 */
export function BlogPager({ q, tag, page, hasMore }: BlogPagerProps) {
  if (page <= 1 && !hasMore) return null;
  return (
    <nav aria-label="Blog pages" className="mt-12 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Button asChild variant="outline" className="rounded-full bg-card">
          <Link to={`/blog${blogListSearch(q, tag, page - 1)}`} rel="prev">
            <ArrowLeftIcon aria-hidden="true" />
            Newer posts
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted-foreground">Page {page}</span>
      {hasMore ? (
        <Button asChild variant="outline" className="rounded-full bg-card">
          <Link to={`/blog${blogListSearch(q, tag, page + 1)}`} rel="next">
            Older posts
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
