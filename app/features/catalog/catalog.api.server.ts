import { type Context, Hono } from "hono";
import { notFound } from "../../lib/errors.server.ts";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireUser } from "../../server/middleware/session.ts";
import { idParam, jsonBody } from "../../server/validate.ts";
import { ReviewInputSchema } from "./catalog.schemas.ts";
import { addReview, getProduct, listProducts, listReviews, PRODUCT_NOT_FOUND } from "./catalog.server.ts";

export const catalogApi = new Hono<AppEnv>();

/** A malformed id is as missing as an unknown one, with the same message. */
function productId(c: Context<AppEnv>): number {
  try {
    return idParam(c);
  } catch {
    throw notFound(PRODUCT_NOT_FOUND);
  }
}

catalogApi.get("/", async (c) => c.json(await listProducts()));

catalogApi.get("/:id", async (c) => c.json(await getProduct(productId(c))));

catalogApi.get("/:id/reviews", async (c) => c.json(await listReviews(productId(c))));

catalogApi.post("/:id/reviews", requireUser, async (c) => {
  const input = await jsonBody(c, ReviewInputSchema);
  return c.json(await addReview(c.get("user")!.id, productId(c), input), 201);
});
