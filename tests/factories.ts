// Small factories for tests (and demo data): each call makes rows unique to it, so tests never
// depend on one another's data or order.
import { randomBytes } from "node:crypto";
import { hashPassword } from "../app/features/accounts/index.server.ts";
import type { Role } from "../app/features/accounts/index.ts";
import type { CurrentUser } from "../app/lib/context.ts";
import { db, type Executor } from "../app/lib/db.server.ts";
import { blogComments, blogPosts, discountCodes, products, users } from "../db/schema.ts";
import type { TestClient } from "./helpers/client.ts";

const unique = () => randomBytes(5).toString("hex");

type ProductRow = typeof products.$inferSelect;
type DiscountCodeRow = typeof discountCodes.$inferSelect;
type UserRow = typeof users.$inferSelect;
type BlogPostRow = typeof blogPosts.$inferSelect;
type BlogCommentRow = typeof blogComments.$inferSelect;

/** An active $12.00 pin with 500 in stock unless told otherwise. */
export async function createProduct(
  overrides: Partial<typeof products.$inferInsert> = {},
  tx: Executor = db(),
): Promise<ProductRow> {
  const id = unique();
  const [row] = await tx
    .insert(products)
    .values({
      slug: `test-pin-${id}`,
      name: `Test Pin ${id}`,
      description: "A soft-enamel pin made for a test.",
      priceCents: 1200,
      stockCount: 500,
      imageUrl: "/images/pins/test.svg",
      features: ["Soft enamel", "Gold plating"],
      ...overrides,
    })
    .returning();
  return row!;
}

/** An active 10%-off code with no limits unless told otherwise; values are stored cents/percent. */
export async function createDiscountCode(
  overrides: Partial<typeof discountCodes.$inferInsert> = {},
  tx: Executor = db(),
): Promise<DiscountCodeRow> {
  const [row] = await tx
    .insert(discountCodes)
    .values({
      code: `TEST${unique().toUpperCase()}`,
      discountType: "percentage",
      discountValue: 10,
      isActive: true,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Every factory user's password unless told otherwise, so its hash is computed once. */
export const USER_PASSWORD = "green-fairway-putting-green";

// An argon2id hash costs tens of milliseconds by design, and a run creates hundreds of users:
// each distinct password is hashed once per process (a hash carries its own salt, so reusing it
// only means that users with the same password share the stored value).
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
}

/** A user with a real argon2id hash, so they can sign in through the API. */
export async function createUser(
  options: {
    role?: Role;
    username?: string;
    email?: string;
    password?: string;
    emailVerified?: boolean;
  } = {},
  tx: Executor = db(),
): Promise<{ user: UserRow; password: string }> {
  const id = unique();
  const password = options.password ?? USER_PASSWORD;
  const [user] = await tx
    .insert(users)
    .values({
      username: options.username ?? `golfer_${id}`,
      email: options.email ?? `golfer_${id}@example.com`,
      passwordHash: await cachedHash(password),
      role: options.role ?? "customer",
      emailVerifiedAt: options.emailVerified ? new Date() : null,
    })
    .returning();
  return { user: user!, password };
}

/** Signs the client in through `POST /api/auth/login`; its cookie jar keeps the session. */
export async function signIn(client: TestClient, username: string, password: string): Promise<CurrentUser> {
  const res = await client.post<CurrentUser>("/api/auth/login", { username, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return res.body;
}

/** A blog post published an hour ago unless told otherwise (status, publishedAt, tags...). */
export async function createBlogPost(
  overrides: Partial<typeof blogPosts.$inferInsert> = {},
  tx: Executor = db(),
): Promise<BlogPostRow> {
  const id = unique();
  const [row] = await tx
    .insert(blogPosts)
    .values({
      title: `Test Post ${id}`,
      slug: `test-post-${id}`,
      content: `## Test post ${id}\n\nA short post written for a test.`,
      excerpt: `The excerpt of test post ${id}.`,
      status: "published",
      tags: ["testing"],
      readingTime: 1,
      publishedAt: new Date(Date.now() - 60 * 60 * 1000),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A comment on `postId`, pending moderation unless told otherwise. */
export async function createBlogComment(
  postId: number,
  overrides: Partial<typeof blogComments.$inferInsert> = {},
  tx: Executor = db(),
): Promise<BlogCommentRow> {
  const id = unique();
  const [row] = await tx
    .insert(blogComments)
    .values({
      postId,
      authorName: `Reader ${id}`,
      authorEmail: `reader_${id}@example.com`,
      content: `A thoughtful comment ${id}.`,
      status: "pending",
      ...overrides,
    })
    .returning();
  return row!;
}
