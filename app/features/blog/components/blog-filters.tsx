import { SearchIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { cn } from "../../../lib/utils.ts";

/** Long enough to let a word be typed, short enough to feel live. */
const SEARCH_DEBOUNCE_MS = 300;

/** The blog list's URL for a search, a tag and a page; empty values and page 1 stay out of it. */
export function blogListSearch(q: string, tag: string, page = 1): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (tag) params.set("tag", tag);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

interface BlogFiltersProps {
  q: string;
  tag: string;
  tags: string[];
  /** A new list is on its way (the search or a tag changed). */
  pending: boolean;
}

/**
 * The search box and the tag buttons. Both live in the URL
 * (`?q=&tag=`): a plain GET form and links work without JavaScript; with it, typing updates
 * the URL in place after a short pause.
 */
export function BlogFilters({ q, tag, tags, pending }: BlogFiltersProps) {
  const [value, setValue] = useState(q);
  const [, setSearchParams] = useSearchParams();
  const sent = useRef(q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The URL changed from elsewhere (a tag, the back button): show its search.
  useEffect(() => {
    if (q !== sent.current) {
      sent.current = q;
      setValue(q);
    }
  }, [q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function onChange(next: string) {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const trimmed = next.trim();
      if (trimmed === sent.current) return;
      sent.current = trimmed;
      setSearchParams(new URLSearchParams(blogListSearch(trimmed, tag)), {
        replace: true,
        preventScrollReset: true,
      });
    }, SEARCH_DEBOUNCE_MS);
  }

  return (
    <div className="flex flex-col gap-5">
      <Form method="get" action="/blog" role="search" className="relative max-w-xl" preventScrollReset>
        <label htmlFor="blog-search" className="sr-only">
          Search blog posts
        </label>
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id="blog-search"
          type="search"
          name="q"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder="Search blog posts..."
          autoComplete="off"
          maxLength={200}
          className="h-12 rounded-full pr-28 pl-11 text-base md:text-base"
        />
        {tag && <input type="hidden" name="tag" value={tag} />}
        <div className="absolute inset-y-1.5 right-1.5 flex items-center gap-2">
          {pending && <Spinner className="size-4 text-muted-foreground" label="Searching…" />}
          <Button type="submit" size="sm" className="h-full rounded-full">
            Search
          </Button>
        </div>
      </Form>
      <nav aria-label="Filter by tag">
        {/* One scrolling row on a phone, wrapped rows on wider screens. */}
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 [&>li]:shrink-0">
          <li>
            <TagLink label="All Posts" to={`/blog${blogListSearch(q, "")}`} active={!tag} />
          </li>
          {tags.map((t) => (
            <li key={t}>
              <TagLink label={t} to={`/blog${blogListSearch(q, t)}`} active={tag === t} />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function TagLink({ label, to, active }: { label: string; to: string; active: boolean }) {
  return (
    <Button
      asChild
      size="sm"
      variant={active ? "default" : "outline"}
      className={cn("rounded-full", !active && "bg-card")}
    >
      <Link to={to} preventScrollReset aria-current={active ? "true" : undefined}>
        {label}
      </Link>
    </Button>
  );
}
