// Browser-safe entry of blog: the rules, constants and helpers others may use.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export { COMMENT_STATUSES, POST_STATUSES, type PostStatus } from "./post-status.ts";
export { blogPostingJsonLd } from "./post-structured-data.ts";
export { readingTime } from "./reading-time.ts";
export { RSS_ITEM_LIMIT, rssFeed } from "./rss.ts";
