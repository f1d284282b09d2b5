// The owner's catalogue: products in every status, created and edited from the admin. Every
// write lands in `products` or `product_images`, whose triggers tell the public read cache, so
// the product page, the home page, the sitemap and the JSON-LD follow at once.
import { randomBytes } from "node:crypto";
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { orderItems, products } from "../../../db/schema.ts";
import { changedFields, recordAudit } from "../../lib/audit.server.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import { isUniqueViolation, notFound } from "../../lib/errors.server.ts";
import { centsToDollars, dollarsToCents } from "../../lib/money.ts";
import type { ProductImageJson } from "./catalog.schemas.ts";
import { imagesFor, PRODUCT_NOT_FOUND, type Product } from "./catalog.server.ts";
import { discardProductImages, PLACEHOLDER_IMAGE } from "./product-images.server.ts";
import {
  type AdminProductJson,
  PRODUCTS_PAGE_SIZE,
  type ProductInput,
  type ProductListQuery,
  ProductListQuerySchema,
  type ProductPatch,
} from "./products-admin.schemas.ts";

export function toAdminProductJson(p: Product, images: ProductImageJson[]): AdminProductJson {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    description: p.description,
    price: centsToDollars(p.priceCents),
    stock: p.stockCount,
    lowStockAt: p.lowStockAt,
    inStock: p.stockCount > 0,
    status: p.status,
    imageUrl: images[0]?.url ?? p.imageUrl,
    images,
    features: p.features,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** `?q=` matches the name or the slug; newest first, a page at a time. */
export async function listAdminProducts(query: ProductListQuery = {}, tx: Executor = db()) {
  const { page, q, status } = ProductListQuerySchema.parse(query);
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where: SQL | undefined = and(
    status ? eq(products.status, status) : undefined,
    pattern ? or(ilike(products.name, pattern), ilike(products.slug, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(PRODUCTS_PAGE_SIZE)
      .offset((page - 1) * PRODUCTS_PAGE_SIZE),
    tx.select({ n: count() }).from(products).where(where),
  ]);
  const images = await imagesFor(
    rows.map((p) => p.id),
    tx,
  );
  return {
    products: rows.map((p) => toAdminProductJson(p, images.get(p.id) ?? [])),
    total: total?.n ?? 0,
    page,
    pageSize: PRODUCTS_PAGE_SIZE,
  };
}

export async function lockAdminProduct(id: number, tx: Executor): Promise<Product> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for("update");
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

export async function getAdminProduct(id: number, tx: Executor = db()): Promise<AdminProductJson> {
  const [row] = await tx.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return toAdminProductJson(row, (await imagesFor([id], tx)).get(id) ?? []);
}

/** A product's address from its name: lower-case words joined by dashes. */
function slugOf(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return slug || "pin";
}

const columnsOf = (input: ProductPatch) => ({
  ...(input.name !== undefined ? { name: input.name } : {}),
  ...(input.description !== undefined ? { description: input.description } : {}),
  ...(input.price !== undefined ? { priceCents: dollarsToCents(input.price)! } : {}),
  ...(input.stock !== undefined ? { stockCount: input.stock } : {}),
  ...(input.lowStockAt !== undefined ? { lowStockAt: input.lowStockAt } : {}),
  ...(input.status !== undefined ? { status: input.status } : {}),
  ...(input.features !== undefined ? { features: input.features } : {}),
});

/** What the audit log keeps of a product: the owner's fields, in the admin's units. */
const auditedFields = (p: Product) => ({
  name: p.name,
  slug: p.slug,
  description: p.description,
  price: centsToDollars(p.priceCents),
  stock: p.stockCount,
  lowStockAt: p.lowStockAt,
  status: p.status,
  features: p.features,
});

/** `POST /api/admin/products`: a name already taken gets its slug made unique with a suffix. */
export async function createProduct(input: ProductInput): Promise<AdminProductJson> {
  const base = slugOf(input.name);
  for (const slug of [base, `${base}-${randomBytes(3).toString("hex")}`]) {
    try {
      const row = await db().transaction(async (tx) => {
        const [created] = await tx
          .insert(products)
          .values({
            ...columnsOf(input),
            name: input.name,
            description: input.description,
            priceCents: dollarsToCents(input.price)!,
            slug,
            imageUrl: PLACEHOLDER_IMAGE,
          })
          .returning();
        const after = auditedFields(created!);
        await recordAudit(tx, { action: "product.create", entity: "product", entityId: created!.id, after });
        return created!;
      });
      return toAdminProductJson(row, []);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new Error("could not find a free slug for a new product");
}

/** `PATCH /api/admin/products/{id}`: only the fields sent change. */
export async function updateProduct(id: number, input: ProductPatch): Promise<AdminProductJson> {
  await db().transaction(async (tx) => {
    const current = await lockAdminProduct(id, tx);
    const [updated] = await tx.update(products).set(columnsOf(input)).where(eq(products.id, id)).returning();
    const changes = changedFields(auditedFields(current), auditedFields(updated!));
    await recordAudit(tx, { action: "product.update", entity: "product", entityId: id, ...changes });
  });
  return getAdminProduct(id);
}

/**
 * `DELETE /api/admin/products/{id}`: a product that was ever ordered stays, archived, so its
 * orders keep their link to it; one never ordered is deleted with its pictures.
 */
export async function removeProduct(id: number): Promise<{ id: number; result: "archived" | "deleted" }> {
  const removed = await db().transaction(async (tx) => {
    const current = await lockAdminProduct(id, tx);
    const audit = { action: "product.remove", entity: "product", entityId: id } as const;
    const [ordered] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.productId, id))
      .limit(1);
    if (ordered) {
      await tx.update(products).set({ status: "archived" }).where(eq(products.id, id));
      await recordAudit(tx, { ...audit, before: { status: current.status }, after: { status: "archived" } });
      return { result: "archived" as const, images: [] };
    }
    const images = (await imagesFor([id], tx)).get(id) ?? [];
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(tx, { ...audit, before: auditedFields(current) });
    return { result: "deleted" as const, images };
  });
  await discardProductImages(removed.images);
  return { id, result: removed.result };
}
