import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogPosts, productImages, products } from "../../db/schema.ts";
import { createBlogPost, createProduct, createUser, signIn } from "../../tests/factories.ts";
import { createClient } from "../../tests/helpers/client.ts";
import { onPostgres, useTestDatabase } from "../../tests/helpers/db.ts";
import { db, getDatabase } from "../lib/db.server.ts";

useTestDatabase();

/** Asks until the cache listens (it starts on first use) and the answer is kept. */
async function warm(path: string, client = createClient()) {
  for (let i = 0; i < 50; i++) {
    const res = await client.get(path);
    if (res.headers.get("x-cache") === "hit") return res;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} was never served from the cache`);
}

/** The posts of a blog list answer, whether it is a bare list or a page of one. */
function slugsOf(body: unknown): string[] {
  const list = Array.isArray(body) ? body : Object.values(body as object).find(Array.isArray);
  return (list as Array<{ slug: string }>).map((p) => p.slug);
}

/** The database's notification reaches a PostgreSQL listener on its own connection, just after commit. */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 50 && !ok(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    value = await read();
  }
  return value;
}

describe("the public read cache", () => {
  it("serves a product again from memory, the same answer, and compressed when asked", async () => {
    const product = await createProduct();
    const first = await createClient().get(`/api/products/${product.id}`);
    const hit = await warm(`/api/products/${product.id}`);
    expect(hit.body).toEqual(first.body);
    expect(hit.headers.get("vary")).toContain("Accept-Encoding");
    const gzipped = await createClient().get(`/api/products/${product.id}`, { "accept-encoding": "gzip" });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
  });

  it("forgets a product the moment the database changes it, whoever wrote", async () => {
    const product = await createProduct({ name: "Before" });
    await warm(`/api/products/${product.id}`);
    // Straight into the table, as a script or another process would: only the database can tell.
    await db().update(products).set({ name: "After" }).where(eq(products.id, product.id));
    const res = await eventually(
      () => createClient().get<{ name: string }>(`/api/products/${product.id}`),
      (r) => r.body.name === "After",
    );
    expect(res.body.name).toBe("After");
    expect(res.headers.get("x-cache")).not.toBe("hit");
  });

  it("forgets a product the moment one of its pictures changes", async () => {
    const product = await createProduct();
    await warm(`/api/products/${product.id}`);
    await db().insert(productImages).values({
      productId: product.id,
      url: "/uploads/a.png",
      thumbnailUrl: "/uploads/a.webp",
      alt: "Front",
      position: 0,
    });
    const res = await eventually(
      () => createClient().get<{ images: unknown[] }>(`/api/products/${product.id}`),
      (r) => r.body.images.length === 1,
    );
    expect(res.body.images).toHaveLength(1);
  });

  it("does not keep a write that was rolled back from forgetting anything, nor serve it", async () => {
    const product = await createProduct({ name: "Kept" });
    await warm(`/api/products/${product.id}`);
    await db()
      .transaction(async (tx) => {
        await tx.update(products).set({ name: "Never" }).where(eq(products.id, product.id));
        throw new Error("roll back");
      })
      .catch(() => undefined);
    const res = await createClient().get<{ name: string }>(`/api/products/${product.id}`);
    expect(res.body.name).toBe("Kept");
  });

  it("never serves a signed-in person from the cache", async () => {
    const product = await createProduct();
    await warm(`/api/products/${product.id}`);
    const { user, password } = await createUser();
    const client = createClient();
    await signIn(client, user.username, password);
    const res = await client.get(`/api/products/${product.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-cache")).toBeNull();
  });

  it("keeps only whole successful answers: a missing product is asked each time", async () => {
    const first = await createClient().get("/api/products/999999");
    const second = await createClient().get("/api/products/999999");
    expect([first.status, second.status]).toEqual([404, 404]);
    expect(second.headers.get("x-cache")).toBeNull();
  });

  it("shows a post dated in the future once its time comes, with no write in between", async () => {
    const due = new Date(Date.now() + 1500);
    const post = await createBlogPost({ publishedAt: due });
    const slugs = async () => slugsOf((await createClient().get("/api/blog/posts")).body);
    await warm("/api/blog/posts");
    expect(await slugs()).not.toContain(post.slug);
    await new Promise((resolve) => setTimeout(resolve, due.getTime() - Date.now() + 50));
    expect(await slugs()).toContain(post.slug);
  });

  it("forgets the blog list when a post is unpublished", async () => {
    const post = await createBlogPost();
    await warm("/api/blog/posts");
    await db().update(blogPosts).set({ status: "draft" }).where(eq(blogPosts.id, post.id));
    const list = await eventually(
      () => createClient().get("/api/blog/posts"),
      (r) => !slugsOf(r.body).includes(post.slug),
    );
    expect(slugsOf(list.body)).not.toContain(post.slug);
  });

  it.runIf(onPostgres())("serves nothing kept while it cannot hear the database, and recovers", async () => {
    const product = await createProduct();
    await warm(`/api/products/${product.id}`);
    const { connectionString } = getDatabase();
    const database = new URL(connectionString ?? "").pathname.slice(1);
    await getDatabase().query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = $1 and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
      [database],
    );
    const deaf = await eventually(
      () => createClient().get(`/api/products/${product.id}`),
      (r) => r.headers.get("x-cache") !== "hit",
    );
    expect(deaf.headers.get("x-cache")).not.toBe("hit");
    // It listens again by itself and caches again.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await warm(`/api/products/${product.id}`);
  });
});
