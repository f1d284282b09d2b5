import { data } from "react-router";
import { deferred } from "../components/deferred.tsx";
import {
  countView,
  featuredPictureOf,
  findPublishedPost,
  listApprovedCommentsOf,
  renderPostHtml,
  toBlogPostJson,
} from "../features/blog/index.server.ts";
import { blogPostingJsonLd } from "../features/blog/index.ts";
import { requestContext } from "../lib/context.ts";
import { absoluteUrl, DEFAULT_SHOP_NAME, LOGO_PATH, seo, shopFromMatches } from "../lib/seo.ts";
import type { Route } from "./+types/blog-post";

// The article and, below it, the comments with the form's validation, as the server rendered
// them: hydrated once the page has loaded (issue 8's first-load budget).
const PostNotFound = deferred(() =>
  import("../features/blog/components/post-not-found.tsx").then((m) => m.PostNotFound),
);
const PostArticle = deferred(() =>
  import("../features/blog/components/post-article.tsx").then((m) => m.PostArticle),
);
const PostComments = deferred(
  () => import("../features/blog/components/post-comments.tsx").then((m) => m.PostComments),
  { whenNear: true },
);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const row = await findPublishedPost(params.slug);
  if (!row) return data({ post: null, html: "", comments: [] }, { status: 404 });
  const visitor = {
    ip: context.get(requestContext).clientIp,
    userAgent: request.headers.get("user-agent") ?? "",
  };
  const counted = await countView(row.id, visitor);
  // The body travels as HTML rendered here (post-html.server.tsx), not as markdown.
  const picture = await featuredPictureOf(row.featuredImage);
  const { content, ...post } = toBlogPostJson(counted ? { ...row, views: row.views + 1 } : row, picture);
  return { post, html: renderPostHtml(content), comments: await listApprovedCommentsOf(row.id) };
}

/** Social sites do not show SVG; those posts share the shop's default picture instead. */
const shareable = (image: string | null) => (image && !/\.svg(\?|$)/i.test(image) ? image : undefined);

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const post = loaderData?.post;
  if (!post) {
    return seo(matches, {
      title: "Post Not Found",
      description: "The blog post you're looking for doesn't exist.",
      path: location.pathname,
      noindex: true,
    });
  }
  const shop = shopFromMatches(matches);
  const tags = seo(matches, {
    title: post.metaTitle ?? post.title,
    description: post.metaDescription ?? post.excerpt,
    path: `/blog/${post.slug}`,
    type: "article",
    image: shareable(post.featuredImage),
    jsonLd: blogPostingJsonLd(post, {
      shopName: shop?.name ?? DEFAULT_SHOP_NAME,
      logoUrl: absoluteUrl(shop, LOGO_PATH),
      absoluteUrl: (path) => absoluteUrl(shop, path),
    }),
  });
  if (post.publishedAt) tags.push({ property: "article:published_time", content: post.publishedAt });
  for (const tag of post.tags) tags.push({ property: "article:tag", content: tag });
  return tags;
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, html, comments } = loaderData;
  if (!post) return <PostNotFound />;
  return (
    <main className="flex-1">
      <PostArticle post={post} html={html} />
      <PostComments post={post} comments={comments} />
    </main>
  );
}
