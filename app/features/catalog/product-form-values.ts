import type { FieldErrors, Resolver } from "react-hook-form";
import type { ProductStatus } from "./product-status.ts";
import { type AdminProductJson, type ProductInput, ProductInputSchema } from "./products-admin.schemas.ts";

// The product editor types text; the catalogue's own schema judges what it becomes, so the form
// and the API give the same messages.

export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  stock: string;
  lowStockAt: string;
  status: ProductStatus;
  /** One feature a line, as the product page lists them. */
  features: string;
}

export const EMPTY_PRODUCT: ProductFormValues = {
  name: "",
  description: "",
  price: "",
  stock: "0",
  lowStockAt: "",
  status: "draft",
  features: "",
};

/** Blank stays blank for the schema to name; anything else is read as a number (text → NaN). */
const numberOf = (text: string) => (text.trim() === "" ? undefined : Number(text));

export function toProductPayload(v: ProductFormValues) {
  return {
    name: v.name,
    description: v.description,
    price: numberOf(v.price),
    stock: numberOf(v.stock),
    lowStockAt: v.lowStockAt.trim() === "" ? null : Number(v.lowStockAt),
    status: v.status,
    features: v.features
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  };
}

export function toProductFormValues(p: AdminProductJson): ProductFormValues {
  return {
    name: p.name,
    description: p.description,
    price: p.price.toFixed(2),
    stock: String(p.stock),
    lowStockAt: p.lowStockAt === null ? "" : String(p.lowStockAt),
    status: p.status,
    features: p.features.join("\n"),
  };
}

export const productResolver: Resolver<ProductFormValues, unknown, ProductInput> = async (values) => {
  const parsed = ProductInputSchema.safeParse(toProductPayload(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<ProductFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "name") as keyof ProductFormValues;
    errors[field] ??= { type: "validation", message: issue.message };
  }
  return { values: {}, errors };
};

/** Whether a product is at or below its low-stock level (a level of null watches nothing). */
export const isLowStock = (p: Pick<AdminProductJson, "stock" | "lowStockAt">) =>
  p.lowStockAt !== null && p.stock <= p.lowStockAt;

/** The fields a server's 400 names in its `issues` (`{ path, message }`), for the form to show. */
export function serverFieldErrors(body: unknown): { field: keyof ProductFormValues; message: string }[] {
  if (!body || typeof body !== "object" || !("issues" in body) || !Array.isArray(body.issues)) return [];
  const found: { field: keyof ProductFormValues; message: string }[] = [];
  for (const issue of body.issues as { path?: unknown; message?: unknown }[]) {
    const path = Array.isArray(issue.path) ? issue.path.join(".") : String(issue.path ?? "");
    const name = path.split(".")[0] ?? "";
    if (name in EMPTY_PRODUCT && typeof issue.message === "string") {
      found.push({ field: name as keyof ProductFormValues, message: issue.message });
    }
  }
  return found;
}
