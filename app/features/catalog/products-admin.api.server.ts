import { Hono } from "hono";
import { invalid, notFound } from "../../lib/errors.server.ts";
import { pagedJson } from "../../lib/paged-json.server.ts";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireAdmin } from "../../server/middleware/session.ts";
import { IdParamSchema, validate, validId } from "../../server/validate.ts";
import { uploadBodyLimit } from "../uploads/index.server.ts";
import { PRODUCT_NOT_FOUND } from "./catalog.server.ts";
import {
  addProductImage,
  deleteProductImage,
  IMAGE_NOT_FOUND,
  reorderProductImages,
} from "./product-images.server.ts";
import {
  ImageAltSchema,
  ImageOrderSchema,
  ProductInputSchema,
  ProductListQuerySchema,
  ProductPatchSchema,
} from "./products-admin.schemas.ts";
import {
  createProduct,
  getAdminProduct,
  listAdminProducts,
  removeProduct,
  updateProduct,
} from "./products-admin.server.ts";

/** Mounted at `/api/admin/products`: the owner's catalogue; every call is the admin's. */
export const productsAdminApi = new Hono<AppEnv>();

const productId = validId(PRODUCT_NOT_FOUND);
const imageParams = validate("param", IdParamSchema.extend({ imageId: IdParamSchema.shape.id }), {
  invalid: () => notFound(IMAGE_NOT_FOUND),
});

/** `?q=&status=&page=`; the paging travels in headers, as for the admin's order list. */
productsAdminApi.get("/", requireAdmin, validate("query", ProductListQuerySchema), async (c) => {
  const { products, ...paging } = await listAdminProducts(c.req.valid("query"));
  return pagedJson(c, products, paging);
});

productsAdminApi.post("/", requireAdmin, validate("json", ProductInputSchema), async (c) =>
  c.json(await createProduct(c.req.valid("json")), 201),
);

productsAdminApi.get("/:id", requireAdmin, productId, async (c) =>
  c.json(await getAdminProduct(c.req.valid("param").id)),
);

productsAdminApi.patch("/:id", requireAdmin, productId, validate("json", ProductPatchSchema), async (c) =>
  c.json(await updateProduct(c.req.valid("param").id, c.req.valid("json"))),
);

productsAdminApi.delete("/:id", requireAdmin, productId, async (c) =>
  c.json(await removeProduct(c.req.valid("param").id)),
);

/** A picture (multipart `file` and `alt`), checked from its bytes like every upload. */
productsAdminApi.post("/:id/images", requireAdmin, productId, uploadBodyLimit, async (c) => {
  const form = await c.req.formData().catch(() => {
    throw invalid("Send the image as multipart form data with a file field");
  });
  const unknown = [...form.keys()].find((key) => key !== "file" && key !== "alt");
  if (unknown) throw invalid(`Unknown field: ${unknown}`);
  const alt = ImageAltSchema.safeParse(form.get("alt") ?? "");
  if (!alt.success) throw invalid(alt.error.issues[0]!.message);
  const file = form.get("file");
  const image = await addProductImage(c.req.valid("param").id, file instanceof File ? file : null, alt.data);
  return c.json(image, 201);
});

productsAdminApi.put(
  "/:id/images/order",
  requireAdmin,
  productId,
  validate("json", ImageOrderSchema),
  async (c) => c.json(await reorderProductImages(c.req.valid("param").id, c.req.valid("json").ids)),
);

productsAdminApi.delete("/:id/images/:imageId", requireAdmin, imageParams, async (c) => {
  const { id, imageId } = c.req.valid("param");
  return c.json(await deleteProductImage(id, imageId));
});
