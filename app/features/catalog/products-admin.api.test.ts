import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createProduct } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { createOrder } from "../../../tests/kits/orders-test-kit.ts";
import { signUp, useAdminClient } from "../../../tests/kits/test-accounts.ts";
import { imageBytes, PDF_BYTES } from "../../../tests/kits/upload-fixtures.ts";
import type { ProductJson } from "./catalog.schemas.ts";
import type { AdminProductJson } from "./products-admin.schemas.ts";

useTestDatabase();

const admin = useAdminClient();
type Answer = AdminProductJson & { message?: string; code?: string };

const pin = (overrides: Record<string, unknown> = {}) => ({
  name: "Links Flag Pin",
  description: "A **flag** pin.\n\n<script>alert(1)</script>",
  price: 12.5,
  stock: 3,
  lowStockAt: 1,
  status: "active",
  features: ["Soft enamel"],
  ...overrides,
});

function imageForm(bytes: Uint8Array, type: string, name: string, alt = "The flag, front") {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type }));
  form.set("alt", alt);
  return form;
}

describe("admin products: create, edit, archive", () => {
  it("creates a product the public sees at once, edits it, and lists it by search and status", async () => {
    const created = await admin.post<Answer>("/api/admin/products", pin());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Links Flag Pin", price: 12.5, stock: 3, inStock: true });
    const id = created.body.id;
    expect((await createClient().get<ProductJson>(`/api/products/${id}`)).body).toMatchObject({
      price: 12.5,
      inStock: true,
      features: ["Soft enamel"],
    });

    const edited = await admin.patch<Answer>(`/api/admin/products/${id}`, { price: 9.99, stock: 0 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ price: 9.99, stock: 0, inStock: false, name: "Links Flag Pin" });
    expect((await createClient().get<ProductJson>(`/api/products/${id}`)).body.inStock).toBe(false);

    await admin.patch(`/api/admin/products/${id}`, { status: "draft" });
    const drafts = await admin.get<Answer[]>("/api/admin/products?q=links%20flag&status=draft");
    expect(drafts.body.map((p) => p.id)).toContain(id);
    expect(drafts.headers.get("x-total-count")).toBe(String(drafts.body.length));
    const active = await admin.get<Answer[]>("/api/admin/products?q=links%20flag&status=active");
    expect(active.body.map((p) => p.id)).not.toContain(id);
  });

  it.each([
    ["a negative price", pin({ price: -1 })],
    ["a price with three decimals", pin({ price: 1.005 })],
    ["a negative stock", pin({ stock: -1 })],
    ["a fractional stock", pin({ stock: 1.5 })],
    ["an empty name", pin({ name: "  " })],
    ["an unknown field", pin({ slug: "chosen" })],
    ["an unknown status", pin({ status: "sold" })],
  ])("refuses %s with 400 {message, code}", async (_label, body) => {
    const res = await admin.post<Answer>("/api/admin/products", body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: expect.any(String), code: "invalid" });
  });

  it("refuses a bad edit with 400 and keeps the product", async () => {
    const product = await createProduct({ stockCount: 4 });
    for (const body of [{ stock: -2 }, { price: -0.01 }, { name: "" }, { stockCount: 9 }, {}]) {
      expect((await admin.patch(`/api/admin/products/${product.id}`, body)).status).toBe(400);
    }
    expect((await admin.get<Answer>(`/api/admin/products/${product.id}`)).body.stock).toBe(4);
  });

  it("archives a product that was ever ordered, deletes one that never was", async () => {
    const ordered = await createProduct();
    const line = { productId: ordered.id, name: ordered.name, unitPriceCents: 1200, quantity: 1 };
    await createOrder({}, [line]);
    const never = await createProduct();

    const archived = await admin.delete<{ result: string }>(`/api/admin/products/${ordered.id}`);
    expect(archived.body).toEqual({ id: ordered.id, result: "archived" });
    expect((await admin.get<Answer>(`/api/admin/products/${ordered.id}`)).body.status).toBe("archived");
    expect((await admin.delete(`/api/admin/products/${never.id}`)).body).toMatchObject({ result: "deleted" });
    expect((await admin.get(`/api/admin/products/${never.id}`)).status).toBe(404);
  });

  it("answers a guest 401 and a customer 403 on every product call", async () => {
    const product = await createProduct();
    const { client: customer } = await signUp();
    for (const [client, status] of [
      [createClient(), 401],
      [customer, 403],
    ] as const) {
      expect((await client.get("/api/admin/products")).status).toBe(status);
      expect((await client.post("/api/admin/products", pin())).status).toBe(status);
      expect((await client.patch(`/api/admin/products/${product.id}`, { stock: 0 })).status).toBe(status);
      expect((await client.delete(`/api/admin/products/${product.id}`)).status).toBe(status);
    }
    expect((await admin.get<Answer>(`/api/admin/products/${product.id}`)).body.status).toBe("active");
  });
});

describe("the public sees only active products", () => {
  it("answers a draft or archived product 404, leaves it out of the list and the sitemap", async () => {
    const draft = await createProduct({ status: "draft" });
    const archived = await createProduct({ status: "archived" });
    const active = await createProduct();
    const list = await createClient().get<ProductJson[]>("/api/products");
    expect(list.body.map((p) => p.id)).toContain(active.id);
    for (const hidden of [draft, archived]) {
      expect(list.body.map((p) => p.id)).not.toContain(hidden.id);
      const one = await createClient().get(`/api/products/${hidden.id}`);
      expect(one.status).toBe(404);
      expect(one.body).toMatchObject({ message: "Product not found", code: "not_found" });
    }
    const sitemap = (await createClient().get("/sitemap.xml")).text;
    expect(sitemap).toContain(`/product/${active.id}<`);
    expect(sitemap).not.toContain(`/product/${archived.id}<`);
  });
});

describe("product images", () => {
  it("uploads pictures with thumbnails, orders them, and the first is the main image", async () => {
    const { body: product } = await admin.post<Answer>("/api/admin/products", pin());
    const png = await imageBytes("png", 900, 600);
    const first = await admin.post<{ id: number; url: string; thumbnailUrl: string }>(
      `/api/admin/products/${product.id}/images`,
      imageForm(png, "image/png", "front.png"),
    );
    expect(first.status).toBe(201);
    expect(first.body.thumbnailUrl).toMatch(/^\/uploads\/.+\.webp$/);
    const thumbnail = await createClient().get(first.body.thumbnailUrl);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get("content-type")).toBe("image/webp");
    const second = await admin.post<{ id: number; url: string }>(
      `/api/admin/products/${product.id}/images`,
      imageForm(await imageBytes("jpeg"), "image/jpeg", "back.jpg", "The back"),
    );

    const reordered = await admin.put(`/api/admin/products/${product.id}/images/order`, {
      ids: [second.body.id, first.body.id],
    });
    expect(reordered.status).toBe(200);
    const shown = (await createClient().get<ProductJson>(`/api/products/${product.id}`)).body;
    expect(shown.imageUrl).toBe(second.body.url);
    expect(shown.images.map((i) => i.alt)).toEqual(["The back", "The flag, front"]);

    expect(
      (await admin.put(`/api/admin/products/${product.id}/images/order`, { ids: [first.body.id] })).status,
    ).toBe(400);
    expect((await admin.delete(`/api/admin/products/${product.id}/images/${second.body.id}`)).status).toBe(
      200,
    );
    expect((await createClient().get<ProductJson>(`/api/products/${product.id}`)).body.imageUrl).toBe(
      first.body.url,
    );
  });

  it("takes a picture over 1 MB (uploads may be up to 10 MB)", async () => {
    const product = await createProduct();
    // Random pixels, stored uncompressed: a valid PNG of about 2 MB.
    const pixels = Buffer.alloc(1000 * 700 * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2_654_435_761) >>> 24;
    const png = await sharp(pixels, { raw: { width: 1000, height: 700, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(2_000_000);
    const res = await admin.post(
      `/api/admin/products/${product.id}/images`,
      imageForm(new Uint8Array(png), "image/png", "large.png"),
    );
    expect(res.status).toBe(201);
  });

  it("refuses a file that is not an image with 400", async () => {
    const product = await createProduct();
    const res = await admin.post(
      `/api/admin/products/${product.id}/images`,
      imageForm(PDF_BYTES, "image/png", "flag.png"),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "Upload a PNG, JPG, GIF or WEBP image.", code: "invalid" });
  });
});
