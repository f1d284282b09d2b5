import { Hono } from "hono";
import { invalid } from "../../lib/errors.server.ts";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireAdmin } from "../../server/middleware/session.ts";
import { idParam, jsonBody } from "../../server/validate.ts";
import { storeUpload, uploadBodyLimit } from "../uploads/index.server.ts";
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

blogAdminApi.get("/posts", requireAdmin, async (c) => {
  const { status } = PostListQuerySchema.parse(c.req.query());
  return c.json(await listAdminPosts(status));
});

blogAdminApi.get("/posts/:id", requireAdmin, async (c) => c.json(await getAdminPost(idParam(c))));

blogAdminApi.post("/posts", requireAdmin, async (c) => {
  const input = await jsonBody(c, PostInputSchema);
  return c.json(await createPost(input, c.get("user")?.id ?? null), 201);
});

blogAdminApi.put("/posts/:id", requireAdmin, async (c) => {
  const id = idParam(c);
  return c.json(await updatePost(id, await jsonBody(c, PostInputSchema)));
});

blogAdminApi.post("/posts/:id/publish", requireAdmin, async (c) => c.json(await publishPost(idParam(c))));

blogAdminApi.delete("/posts/:id", requireAdmin, async (c) => c.json(await deletePost(idParam(c))));

/** A featured image (multipart `file`), checked from its bytes like every upload. */
blogAdminApi.post("/images", requireAdmin, uploadBodyLimit, async (c) => {
  const form = await c.req.formData().catch(() => {
    throw invalid("Send the image as multipart form data with a file field");
  });
  const file = form.get("file");
  const stored = await storeUpload(
    file instanceof File ? file : null,
    "Choose an image to upload",
    IMAGE_RULE,
  );
  return c.json({ url: stored.url }, 201);
});

/** Whether publishing can share on Facebook, so the editor can say so next to the checkbox. */
blogAdminApi.get("/sharing", requireAdmin, (c) => c.json({ facebook: facebookPage() !== null }));

blogAdminApi.get("/comments", requireAdmin, async (c) => {
  return c.json(await listComments(CommentListQuerySchema.parse(c.req.query())));
});

blogAdminApi.patch("/comments/:id", requireAdmin, async (c) => {
  const id = idParam(c);
  const { status } = await jsonBody(c, CommentStatusSchema);
  return c.json(await setCommentStatus(id, status));
});

blogAdminApi.delete("/comments/:id", requireAdmin, async (c) => c.json(await deleteComment(idParam(c))));

blogAdminApi.post("/comments/bulk", requireAdmin, async (c) => {
  const { ids, action } = await jsonBody(c, BulkCommentsSchema);
  return c.json(await moderateComments(ids, action));
});
