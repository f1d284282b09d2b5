// Server-side entry of blog: the services routes, other features and tests may call.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export {
  featuredImageUrls,
  featuredPictureOf,
  findPublishedPost,
  listFeedPosts,
  listPostSummaries,
  listPublishedTags,
  nextScheduledPostAt,
  toBlogPostJson,
} from "./blog.server.ts";
export { listApprovedCommentsOf } from "./blog-comments.server.ts";
export { PUBLISH_SCHEDULED_JOB } from "./blog-scheduler.server.ts";
export { FACEBOOK_SHARE_JOB } from "./facebook.server.ts";
export { renderPostHtml } from "./post-html.server.tsx";
export { countView, countViewOfSlug, purgeOldPostViews } from "./post-views.server.ts";
