// A phone photo uploaded as a product picture, as the shop serves it: resized copies in AVIF and
// WEBP, upright, without the camera's EXIF or GPS position, cached for a year under a hash of
// their bytes, and a product page that asks for the width it lays out.
import { randomUUID } from "node:crypto";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { productImages } from "../../../db/schema.ts";
import { createProduct } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { drainJobs, useJobs } from "../../../tests/helpers/jobs.ts";
import { useAdminClient } from "../../../tests/kits/test-accounts.ts";
import { metadataOf, PHONE_PHOTO, phonePhotoBytes } from "../../../tests/kits/upload-fixtures.ts";
import { db } from "../../lib/db.server.ts";
import { loader as productLoader } from "../../routes/product.tsx";
import { createApp } from "../../server/app.ts";
import { enqueuePicturesBackfill, PICTURES_BACKFILL_JOB } from "../../server/pictures-backfill.server.ts";
import { fileStorage, PICTURE_WIDTHS } from "../uploads/index.server.ts";
import type { ProductImageJson, ProductJson } from "./catalog.schemas.ts";
import { ProductDetails } from "./components/product-details.tsx";

useTestDatabase();
useJobs({ workers: true });

const admin = useAdminClient();

/**
 * A 12-megapixel photo's ten copies take about three seconds of one core; on a machine shared
 * with the rest of the suite that can stretch well past the default minute.
 */
const PHOTO_TIMEOUT_MS = 180_000;

async function fetchBytes(url: string) {
  const res = await createApp().request(`http://localhost${url}`);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function uploadPhoto(productId: number): Promise<ProductImageJson> {
  const form = new FormData();
  form.set(
    "file",
    new File([new Uint8Array(await phonePhotoBytes())], "IMG_0412.JPG", { type: "image/jpeg" }),
  );
  form.set("alt", "The pin on the green");
  const res = await admin.post<ProductImageJson>(`/api/admin/products/${productId}/images`, form);
  expect(res.status).toBe(201);
  return res.body;
}

async function productPageHtml(id: number): Promise<string> {
  const loaded = (await productLoader({ params: { id: String(id) } } as never)) as {
    product: ProductJson;
    descriptionHtml: string;
  };
  return renderToString(
    createElement(
      MemoryRouter,
      null,
      createElement(ProductDetails, { product: loaded.product, descriptionHtml: "", reviews: [] }),
    ),
  );
}

describe("a phone photo as a product picture", () => {
  // One upload for the whole block: each makes ten copies of a 12-megapixel photo.
  let product: { id: number };
  let image: ProductImageJson;
  beforeAll(async () => {
    product = await createProduct();
    image = await uploadPhoto(product.id);
  }, PHOTO_TIMEOUT_MS);

  it("gets upright AVIF and WEBP copies at the expected widths, none wider than the original, without EXIF or GPS", async () => {
    const picture = image.picture!;
    expect(picture).toMatchObject({ width: PHONE_PHOTO.uprightWidth, height: PHONE_PHOTO.uprightHeight });
    for (const format of ["avif", "webp"] as const) {
      const copies = picture.variants.filter((v) => v.format === format);
      expect(copies.map((v) => v.width)).toEqual([...PICTURE_WIDTHS]);
    }
    for (const variant of picture.variants) {
      expect(variant.url).toMatch(new RegExp(`^/media/[0-9a-f]{32}\\.${variant.format}$`));
      const { res, bytes } = await fetchBytes(variant.url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(`image/${variant.format}`);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await metadataOf(bytes);
      expect(meta).toMatchObject({
        format: variant.format === "avif" ? "heif" : "webp",
        hasExif: false,
        gps: false,
      });
      expect(meta.hasXmp).toBe(false);
      // Upright: the stored landscape photo is portrait once turned, and never enlarged.
      expect(meta.width).toBe(variant.width);
      expect(meta.width).toBeLessThanOrEqual(PHONE_PHOTO.uprightWidth);
      expect(meta.height).toBeGreaterThan(meta.width!);
    }
    // The stored top-left corner is red; turned upright it is the top-right corner.
    const smallest = picture.variants.find((v) => v.format === "webp" && v.width === 320)!;
    const { data, info } = await sharp((await fetchBytes(smallest.url)).bytes)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) =>
      Array.from(data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3));
    const [red, green] = [at(info.width - 5, 5), at(5, 5)];
    expect(red[0]).toBeGreaterThan(200);
    expect(red[1]).toBeLessThan(60);
    expect(green[0]).toBeLessThan(100);

    // The original the gallery links to has lost its EXIF too.
    const original = await fetchBytes(image.url);
    expect(await metadataOf(original.bytes)).toMatchObject({ hasExif: false, gps: false, camera: false });
  });

  it("a copy's URL answers 404 for an unknown hash and never serves an upload key", async () => {
    expect((await createClient().get(`/media/${"0".repeat(32)}.avif`)).status).toBe(404);
    expect((await createClient().get(`/media/${randomUUID()}.jpg`)).status).toBe(404);
  });

  it("the product page's and API's pictures carry srcset, sizes, width and height", async () => {
    const html = await productPageHtml(product.id);
    const main = /<picture[^>]*>(.*?)<\/picture>/s.exec(html)?.[1] ?? "";
    expect(main).toContain('<source type="image/avif"');
    const img = /<img [^>]*>/.exec(main)?.[0] ?? "";
    expect(img).toMatch(/srcSet="[^"]*\/media\/[0-9a-f]{32}\.webp 320w/);
    expect(img).toMatch(/sizes="[^"]+"/);
    expect(img).toContain(`width="${PHONE_PHOTO.uprightWidth}"`);
    expect(img).toContain(`height="${PHONE_PHOTO.uprightHeight}"`);
    expect(img).toContain('fetchPriority="high"');
    expect(html).not.toContain(image.url.replace(/"/g, ""));
    const api = (await createClient().get<ProductJson>(`/api/products/${product.id}`)).body;
    expect(api.picture).toEqual(image.picture);
    expect((await createClient().get<{ products: ProductJson[] }>("/api/products")).status).toBe(200);
  });
});

describe("pictures uploaded before copies were made", () => {
  it(
    "get them from the backfill job, their original stripped, and a second run changes nothing",
    async () => {
      const product = await createProduct();
      const key = `${randomUUID()}.jpg`;
      // Another colour: copies are named by their bytes, and this test deletes its own.
      await fileStorage().put(key, await phonePhotoBytes("#3a6ea5"), "image/jpeg");
      await db()
        .insert(productImages)
        .values({
          productId: product.id,
          url: `/uploads/${key}`,
          thumbnailUrl: `/uploads/${key}`,
          position: 0,
        });
      const before = (await createClient().get<ProductJson>(`/api/products/${product.id}`)).body;
      expect(before.images[0]!.picture).toBeNull();

      await enqueuePicturesBackfill();
      await drainJobs(PICTURES_BACKFILL_JOB, PHOTO_TIMEOUT_MS / 2);
      const after = (await createClient().get<ProductJson>(`/api/products/${product.id}`)).body;
      const picture = after.images[0]!.picture!;
      expect(picture.variants.map((v) => `${v.format}${v.width}`).sort()).toEqual(
        PICTURE_WIDTHS.flatMap((w) => [`avif${w}`, `webp${w}`]).sort(),
      );
      const original = await fetchBytes(`/uploads/${key}`);
      expect(await metadataOf(original.bytes)).toMatchObject({ hasExif: false, gps: false });

      await enqueuePicturesBackfill();
      await drainJobs(PICTURES_BACKFILL_JOB, PHOTO_TIMEOUT_MS / 2);
      const again = (await createClient().get<ProductJson>(`/api/products/${product.id}`)).body;
      expect(again.images[0]!.picture).toEqual(picture);

      const imageId = again.images[0]!.id;
      expect((await admin.delete(`/api/admin/products/${product.id}/images/${imageId}`)).status).toBe(200);
      for (const v of picture.variants) expect((await fetchBytes(v.url)).res.status).toBe(404);
    },
    PHOTO_TIMEOUT_MS,
  );
});
