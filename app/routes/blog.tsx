import { BlogListQuerySchema } from "../features/blog/blog.schemas.ts";
import { listPostSummaries, listPublishedTags } from "../features/blog/blog.server.ts";
import { BlogIndex } from "../features/blog/components/blog-index.tsx";
import { seo } from "../lib/seo.ts";
import type { Route } from "./+types/blog";

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = BlogListQuerySchema.parse({
    q: params.get("q") ?? undefined,
    tag: params.get("tag") ?? undefined,
  });
  const [posts, tags] = await Promise.all([listPostSummaries(query), listPublishedTags()]);
  return { posts, tags, q: query.q ?? "", tag: query.tag ?? "" };
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
