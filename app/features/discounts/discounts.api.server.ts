import { type Context, Hono } from "hono";
import { notFound } from "../../lib/errors.server.ts";
import { dollarsToCents } from "../../lib/money.ts";
import { rateLimit } from "../../lib/rate-limit.server.ts";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireAdmin } from "../../server/middleware/session.ts";
import { idParam, jsonBody } from "../../server/validate.ts";
import {
  DiscountCodeInputSchema,
  DiscountCodePatchSchema,
  ValidateDiscountSchema,
} from "./discounts.schemas.ts";
import {
  createDiscountCode,
  DISCOUNT_CODE_NOT_FOUND,
  deleteDiscountCode,
  listDiscountCodes,
  updateDiscountCode,
  validateDiscountCode,
} from "./discounts.server.ts";

/** Enough for a shopper trying a few codes; far too few to guess codes. */
export const VALIDATE_LIMIT = { limit: 30, windowMs: 60_000 };

function codeId(c: Context<AppEnv>): number {
  try {
    return idParam(c);
  } catch {
    throw notFound(DISCOUNT_CODE_NOT_FOUND);
  }
}

/** Mounted at `/api/discount-codes`. */
export const discountsApi = new Hono<AppEnv>();

discountsApi.post("/validate", rateLimit({ name: "discount-validate", ...VALIDATE_LIMIT }), async (c) => {
  const { code, orderAmount } = await jsonBody(c, ValidateDiscountSchema);
  return c.json(await validateDiscountCode(code, dollarsToCents(orderAmount)!));
});

discountsApi.get("/", requireAdmin, async (c) => c.json(await listDiscountCodes()));

discountsApi.post("/", requireAdmin, async (c) => {
  return c.json(await createDiscountCode(await jsonBody(c, DiscountCodeInputSchema)), 201);
});

discountsApi.patch("/:id", requireAdmin, async (c) => {
  const patch = await jsonBody(c, DiscountCodePatchSchema);
  return c.json(await updateDiscountCode(codeId(c), patch));
});

discountsApi.delete("/:id", requireAdmin, async (c) => c.json(await deleteDiscountCode(codeId(c))));
