import { deferred } from "../components/deferred.tsx";
import { BlogListQuerySchema } from "../features/blog/blog.schemas.ts";
import { listPostSummaries, listPublishedTags } from "../features/blog/index.server.ts";
import { seo } from "../lib/seo.ts";
import type { Route } from "./+types/blog";

// The page as the server rendered it, hydrated once it has loaded (issue 8's first-load budget).
const BlogIndex = deferred(() =>
  import("../features/blog/components/blog-index.tsx").then((m) => m.BlogIndex),
);

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // The page's grid always holds BLOG_PAGE_SIZE posts: `limit` is for API callers only.
  const query = BlogListQuerySchema.parse({
    q: params.get("q") ?? undefined,
    tag: params.get("tag") ?? undefined,
    page: params.get("page") ?? undefined,
  });
  const [{ posts, page, hasMore }, tags] = await Promise.all([listPostSummaries(query), listPublishedTags()]);
  return { posts, tags, q: query.q ?? "", tag: query.tag ?? "", page, hasMore };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seo(matches, {
    title: "Blog",
    description:
      "Guides to designing, ordering and caring for custom golf pins and ball markers: enamel types, artwork, tournament timelines and more.",
    // A search or tag view is the same page for search engines.
    path: "/blog",
  }),
  {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: "Blog RSS feed",
    href: "/blog/rss.xml",
  },
];

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return <BlogIndex {...loaderData} />;
}
