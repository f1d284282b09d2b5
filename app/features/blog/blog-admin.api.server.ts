import { Hono } from "hono";
import { invalid } from "../../lib/errors.server.ts";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireAdmin } from "../../server/middleware/session.ts";
import { validate, validId } from "../../server/validate.ts";
import { storePublicPicture, uploadBodyLimit } from "../uploads/index.server.ts";
import {
  BulkCommentsSchema,
  CommentListQuerySchema,
  CommentStatusSchema,
  PostInputSchema,
  PostListQuerySchema,
} from "./blog-admin.schemas.ts";
import {
  createPost,
  deletePost,
  getAdminPost,
  listAdminPosts,
  publishPost,
  updatePost,
} from "./blog-admin.server.ts";
import { deleteComment, listComments, moderateComments, setCommentStatus } from "./blog-moderation.server.ts";
import { facebookPage } from "./facebook-graph.server.ts";

/** Featured images are shown inline and shared on social sites: raster images only. */
const IMAGE_RULE = {
  types: ["png", "jpg", "gif", "webp"],
  unsupportedMessage: "Upload a PNG, JPG, GIF or WEBP image.",
} as const;

/** Mounted at `/api/admin/blog` (posts and comment moderation); every call is the admin's. */
export const blogAdminApi = new Hono<AppEnv>();

blogAdminApi.get("/posts", requireAdmin, validate("query", PostListQuerySchema), async (c) =>
  c.json(await listAdminPosts(c.req.valid("query").status)),
);

blogAdminApi.get("/posts/:id", requireAdmin, validId(), async (c) =>
  c.json(await getAdminPost(c.req.valid("param").id)),
);

blogAdminApi.post("/posts", requireAdmin, validate("json", PostInputSchema), async (c) =>
  c.json(await createPost(c.req.valid("json"), c.get("user")?.id ?? null), 201),
);

blogAdminApi.put("/posts/:id", requireAdmin, validId(), validate("json", PostInputSchema), async (c) =>
  c.json(await updatePost(c.req.valid("param").id, c.req.valid("json"))),
);

blogAdminApi.post("/posts/:id/publish", requireAdmin, validId(), async (c) =>
  c.json(await publishPost(c.req.valid("param").id)),
);

blogAdminApi.delete("/posts/:id", requireAdmin, validId(), async (c) =>
  c.json(await deletePost(c.req.valid("param").id)),
);

/** A featured image (multipart `file`), checked from its bytes like every upload. */
blogAdminApi.post("/images", requireAdmin, uploadBodyLimit, async (c) => {
  const form = await c.req.formData().catch(() => {
    throw invalid("Send the image as multipart form data with a file field");
  });
  const file = form.get("file");
  const stored = await storePublicPicture(
    file instanceof File ? file : null,
    "Choose an image to upload",
    IMAGE_RULE,
  );
  return c.json({ url: stored.url }, 201);
});

/** Whether publishing can share on Facebook, so the editor can say so next to the checkbox. */
blogAdminApi.get("/sharing", requireAdmin, (c) => c.json({ facebook: facebookPage() !== null }));

blogAdminApi.get("/comments", requireAdmin, validate("query", CommentListQuerySchema), async (c) =>
  c.json(await listComments(c.req.valid("query"))),
);

blogAdminApi.patch(
  "/comments/:id",
  requireAdmin,
  validId(),
  validate("json", CommentStatusSchema),
  async (c) => c.json(await setCommentStatus(c.req.valid("param").id, c.req.valid("json").status)),
);

blogAdminApi.delete("/comments/:id", requireAdmin, validId(), async (c) =>
  c.json(await deleteComment(c.req.valid("param").id)),
);

blogAdminApi.post("/comments/bulk", requireAdmin, validate("json", BulkCommentsSchema), async (c) => {
  const { ids, action } = c.req.valid("json");
  return c.json(await moderateComments(ids, action));
});
