// Audit-sweep fixtures for the blog: posts and comment moderation.
import { createBlogComment, createBlogPost } from "../../factories.ts";
import { validPost } from "../blog-admin-test-kit.ts";
import { type AdminWriteFixtures, UNKNOWN_ID } from "./fixture.ts";

async function pendingComments(count: number) {
  const post = await createBlogPost();
  const comments = [];
  for (let i = 0; i < count; i++) comments.push(await createBlogComment(post.id));
  return comments.map((c) => c.id);
}

export const CONTENT_FIXTURES: AdminWriteFixtures = {
  "POST /admin/blog/posts": {
    action: "post.create",
    prepare: async (admin) => ({
      valid: () => admin.post("/api/admin/blog/posts", validPost()),
      failing: () => admin.post("/api/admin/blog/posts", validPost({ title: "" })),
    }),
  },
  "PUT /admin/blog/posts/:param": {
    action: "post.update",
    prepare: async (admin) => {
      const { id } = await createBlogPost({ status: "draft", publishedAt: null });
      return {
        valid: () =>
          admin.put(`/api/admin/blog/posts/${id}`, validPost({ title: "Retitled by the audit sweep" })),
        failing: () => admin.put(`/api/admin/blog/posts/${UNKNOWN_ID}`, validPost()),
      };
    },
  },
  "POST /admin/blog/posts/:param/publish": {
    action: "post.publish",
    prepare: async (admin) => {
      const { id } = await createBlogPost({ status: "draft", publishedAt: null });
      return {
        valid: () => admin.post(`/api/admin/blog/posts/${id}/publish`),
        failing: () => admin.post(`/api/admin/blog/posts/${UNKNOWN_ID}/publish`),
      };
    },
  },
  "DELETE /admin/blog/posts/:param": {
    action: "post.delete",
    prepare: async (admin) => {
      const { id } = await createBlogPost();
      return {
        valid: () => admin.delete(`/api/admin/blog/posts/${id}`),
        failing: () => admin.delete(`/api/admin/blog/posts/${UNKNOWN_ID}`),
      };
    },
  },
  "PATCH /admin/blog/comments/:param": {
    action: "comment.status",
    prepare: async (admin) => {
      const [id] = await pendingComments(1);
      return {
        valid: () => admin.patch(`/api/admin/blog/comments/${id}`, { status: "approved" }),
        failing: () => admin.patch(`/api/admin/blog/comments/${id}`, { status: "shouted" }),
      };
    },
  },
  "DELETE /admin/blog/comments/:param": {
    action: "comment.delete",
    prepare: async (admin) => {
      const [id] = await pendingComments(1);
      return {
        valid: () => admin.delete(`/api/admin/blog/comments/${id}`),
        failing: () => admin.delete(`/api/admin/blog/comments/${UNKNOWN_ID}`),
      };
    },
  },
  "POST /admin/blog/comments/bulk": {
    action: "comment.bulk",
    prepare: async (admin) => {
      const ids = await pendingComments(2);
      return {
        valid: () => admin.post("/api/admin/blog/comments/bulk", { ids, action: "approve" }),
        failing: () => admin.post("/api/admin/blog/comments/bulk", { ids: [], action: "approve" }),
      };
    },
  },
};
