import { z } from "zod";

/** `POST /api/analytics/pageview`: a path of this site and where the visitor came from. */
export const PageViewSchema = z.strictObject({
  path: z.string().min(1).max(300).startsWith("/", "The path must start with /"),
  referrer: z.string().max(500).optional(),
});
export type PageView = z.infer<typeof PageViewSchema>;
