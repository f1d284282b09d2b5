// For the blog admin's API tests: signed-in clients and a valid post to vary.

import type { AdminPostJson } from "../../app/features/blog/blog-admin.schemas.ts";
import { createUser, signIn } from "../factories.ts";
import { createClient, type TestClient } from "../helpers/client.ts";

export async function signedIn(role: "admin" | "customer"): Promise<TestClient & { userId: number }> {
  const { user, password } = await createUser({ role });
  const client = createClient();
  await signIn(client, user.username, password);
  return Object.assign(client, { userId: user.id });
}

let serial = 0;

/** A complete draft as the editor sends it; each call has its own title. */
export function validPost(overrides: Record<string, unknown> = {}) {
  serial++;
  return {
    title: `Caring for your pins ${serial} ${Math.random().toString(36).slice(2, 7)}`,
    slug: "",
    excerpt: "How to keep enamel pins bright for seasons of play.",
    content:
      "## Storage\n\nKeep pins in a dry place.\n\n| Finish | Care |\n| --- | --- |\n| Gold | Soft cloth |",
    featuredImage: null,
    tags: ["care"],
    metaTitle: "",
    metaDescription: "",
    status: "draft",
    publishedAt: null,
    shareToFacebook: false,
    ...overrides,
  };
}

export async function createPostThroughApi(admin: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await admin.post<AdminPostJson>("/api/admin/blog/posts", validPost(overrides));
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.body;
}
