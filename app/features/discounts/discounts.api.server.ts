import { Hono } from "hono";
import { dollarsToCents } from "../../lib/money.ts";
import { rateLimit } from "../../lib/rate-limit.server.ts";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireAdmin } from "../../server/middleware/session.ts";
import { validate, validId } from "../../server/validate.ts";
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

const codeId = validId(DISCOUNT_CODE_NOT_FOUND);

/** Mounted at `/api/discount-codes`. */
export const discountsApi = new Hono<AppEnv>();

discountsApi.post(
  "/validate",
  rateLimit({ name: "discount-validate", ...VALIDATE_LIMIT }),
  validate("json", ValidateDiscountSchema),
  async (c) => {
    const { code, orderAmount } = c.req.valid("json");
    return c.json(await validateDiscountCode(code, dollarsToCents(orderAmount)!));
  },
);

discountsApi.get("/", requireAdmin, async (c) => c.json(await listDiscountCodes()));

discountsApi.post("/", requireAdmin, validate("json", DiscountCodeInputSchema), async (c) =>
  c.json(await createDiscountCode(c.req.valid("json")), 201),
);

discountsApi.patch("/:id", requireAdmin, codeId, validate("json", DiscountCodePatchSchema), async (c) =>
  c.json(await updateDiscountCode(c.req.valid("param").id, c.req.valid("json"))),
);

discountsApi.delete("/:id", requireAdmin, codeId, async (c) =>
  c.json(await deleteDiscountCode(c.req.valid("param").id)),
);
