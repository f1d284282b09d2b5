import { Hono } from "hono";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireAdmin } from "../../server/middleware/session.ts";
import { validate, validId } from "../../server/validate.ts";
import {
  AdminReviewListQuerySchema,
  REVIEW_NOT_FOUND,
  ReviewModerationSchema,
} from "./reviews-admin.schemas.ts";
import { listAdminReviews, setReviewHidden } from "./reviews-admin.server.ts";

/** Mounted at `/api/admin/reviews`: the owner hides and restores reviews. */
export const reviewsAdminApi = new Hono<AppEnv>();

reviewsAdminApi.get("/", requireAdmin, validate("query", AdminReviewListQuerySchema), async (c) =>
  c.json(await listAdminReviews(c.req.valid("query"))),
);

reviewsAdminApi.patch(
  "/:id",
  requireAdmin,
  validId(REVIEW_NOT_FOUND),
  validate("json", ReviewModerationSchema),
  async (c) => c.json(await setReviewHidden(c.req.valid("param").id, c.req.valid("json").hidden)),
);
