import { pageViews } from "../../../db/schema.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import type { PageView } from "./analytics.schemas.ts";
import { isStaffPath, normalizePagePath, referrerOrigin } from "./page-path.ts";

/**
 * Stores one first-party page view: the path without query or tokens, the referrer's origin.
 * The shop's own staff are not its visitors: nothing is stored for a signed-in admin, nor for
 * the admin pages and the sign-in on the way to them. Answers whether the view was stored.
 */
export async function recordPageView(
  view: PageView,
  viewer: { role: string } | null = null,
  tx: Executor = db(),
): Promise<boolean> {
  if (viewer?.role === "admin" || isStaffPath(view.path)) return false;
  await tx
    .insert(pageViews)
    .values({ path: normalizePagePath(view.path), referrer: referrerOrigin(view.referrer) });
  return true;
}
