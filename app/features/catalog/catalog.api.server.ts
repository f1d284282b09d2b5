import { Hono } from "hono";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireUser } from "../../server/middleware/session.ts";
import { validate, validId } from "../../server/validate.ts";
import { ReviewInputSchema } from "./catalog.schemas.ts";
import { addReview, getProduct, listProducts, listReviews, PRODUCT_NOT_FOUND } from "./catalog.server.ts";

export const catalogApi = new Hono<AppEnv>();

/** A malformed id is as missing as an unknown one, with the same message. */
const productId = validId(PRODUCT_NOT_FOUND);

catalogApi.get("/", async (c) => c.json(await listProducts()));

catalogApi.get("/:id", productId, async (c) => c.json(await getProduct(c.req.valid("param").id)));

catalogApi.get("/:id/reviews", productId, async (c) => c.json(await listReviews(c.req.valid("param").id)));

catalogApi.post("/:id/reviews", requireUser, productId, validate("json", ReviewInputSchema), async (c) =>
  c.json(await addReview(c.get("user")!.id, c.req.valid("param").id, c.req.valid("json")), 201),
);
