// Audit-sweep fixtures for the owner's catalogue (products and their pictures).
import { db } from "../../../app/lib/db.server.ts";
import { productImages, productReviews } from "../../../db/schema.ts";
import { createProduct, createUser } from "../../factories.ts";
import { imageBytes } from "../upload-fixtures.ts";
import { type AdminWriteFixtures, UNKNOWN_ID } from "./fixture.ts";

const NEW_PRODUCT = {
  name: "Audit Pin",
  description: "A pin the audit sweep made.",
  price: 14.5,
  stock: 20,
  status: "draft",
};

async function pictureForm() {
  const form = new FormData();
  form.append("file", new Blob([(await imageBytes("png")) as BlobPart], { type: "image/png" }), "pin.png");
  form.append("alt", "The pin, front");
  return form;
}

/** A product with two pictures (rows only: nothing here reads their files). */
async function productWithPictures() {
  const product = await createProduct();
  const rows = await db()
    .insert(productImages)
    .values(
      [0, 1].map((position) => ({
        productId: product.id,
        url: `/uploads/audit-${product.id}-${position}.png`,
        thumbnailUrl: `/uploads/audit-${product.id}-${position}-thumb.webp`,
        alt: `Picture ${position + 1}`,
        position,
      })),
    )
    .returning();
  return { product, imageIds: rows.map((r) => r.id) };
}

/** A shown review of a new pin. */
async function review() {
  const product = await createProduct();
  const { user } = await createUser();
  const [row] = await db()
    .insert(productReviews)
    .values({ productId: product.id, userId: user.id, rating: 2, body: "Not my colour." })
    .returning();
  return row!.id;
}

export const CATALOG_FIXTURES: AdminWriteFixtures = {
  "PATCH /admin/reviews/:param": {
    action: "review.hide",
    prepare: async (admin) => {
      const id = await review();
      return {
        valid: () => admin.patch(`/api/admin/reviews/${id}`, { hidden: true }),
        failing: () => admin.patch(`/api/admin/reviews/${UNKNOWN_ID}`, { hidden: true }),
      };
    },
  },
  "POST /admin/products": {
    action: "product.create",
    prepare: async (admin) => ({
      valid: () => admin.post("/api/admin/products", NEW_PRODUCT),
      failing: () => admin.post("/api/admin/products", { ...NEW_PRODUCT, price: -1 }),
    }),
  },
  "PATCH /admin/products/:param": {
    action: "product.update",
    prepare: async (admin) => {
      const { id } = await createProduct();
      return {
        valid: () => admin.patch(`/api/admin/products/${id}`, { price: 15.25, stock: 7 }),
        failing: () => admin.patch(`/api/admin/products/${UNKNOWN_ID}`, { price: 15.25 }),
      };
    },
  },
  "DELETE /admin/products/:param": {
    action: "product.remove",
    prepare: async (admin) => {
      const { id } = await createProduct();
      return {
        valid: () => admin.delete(`/api/admin/products/${id}`),
        failing: () => admin.delete(`/api/admin/products/${UNKNOWN_ID}`),
      };
    },
  },
  "POST /admin/products/:param/images": {
    action: "product.image_add",
    prepare: async (admin) => {
      const { id } = await createProduct();
      return {
        valid: async () => admin.post(`/api/admin/products/${id}/images`, await pictureForm()),
        failing: async () => admin.post(`/api/admin/products/${UNKNOWN_ID}/images`, await pictureForm()),
      };
    },
  },
  "PUT /admin/products/:param/images/order": {
    action: "product.image_order",
    prepare: async (admin) => {
      const { product, imageIds } = await productWithPictures();
      const path = `/api/admin/products/${product.id}/images/order`;
      return {
        valid: () => admin.put(path, { ids: [...imageIds].reverse() }),
        failing: () => admin.put(path, { ids: [imageIds[0]] }),
      };
    },
  },
  "DELETE /admin/products/:param/images/:param": {
    action: "product.image_delete",
    prepare: async (admin) => {
      const { product, imageIds } = await productWithPictures();
      return {
        valid: () => admin.delete(`/api/admin/products/${product.id}/images/${imageIds[0]}`),
        failing: () => admin.delete(`/api/admin/products/${product.id}/images/${UNKNOWN_ID}`),
      };
    },
  },
};
