import { pageViews } from "../../../db/schema.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import type { PageView } from "./analytics.schemas.ts";
import { normalizePagePath, referrerOrigin } from "./page-path.ts";

/** Stores one first-party page view: the path without query or tokens, the referrer's origin. */
export async function recordPageView(view: PageView, tx: Executor = db()): Promise<void> {
  await tx
    .insert(pageViews)
    .values({ path: normalizePagePath(view.path), referrer: referrerOrigin(view.referrer) });
}
