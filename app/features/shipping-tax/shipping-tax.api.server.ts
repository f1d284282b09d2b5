import { Hono } from "hono";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireAdmin } from "../../server/middleware/session.ts";
import { validate } from "../../server/validate.ts";
import {
  ShippingRatesInputSchema,
  ShippingScopeQuerySchema,
  TaxRatesInputSchema,
} from "./shipping-tax.schemas.ts";
import {
  listShippingRates,
  listTaxRates,
  replaceShippingRates,
  replaceTaxRates,
} from "./shipping-tax.server.ts";

/** Mounted at `/api/admin/shipping-rates`; `?scope=custom` for the custom orders' rates. */
export const shippingRatesApi = new Hono<AppEnv>();
shippingRatesApi.use(requireAdmin);
shippingRatesApi.get("/", validate("query", ShippingScopeQuerySchema), async (c) =>
  c.json(await listShippingRates(c.req.valid("query").scope)),
);
shippingRatesApi.put(
  "/",
  validate("query", ShippingScopeQuerySchema),
  validate("json", ShippingRatesInputSchema),
  async (c) => c.json(await replaceShippingRates(c.req.valid("query").scope, c.req.valid("json"))),
);

/** Mounted at `/api/admin/tax-rates`. */
export const taxRatesApi = new Hono<AppEnv>();
taxRatesApi.use(requireAdmin);
taxRatesApi.get("/", async (c) => c.json(await listTaxRates()));
taxRatesApi.put("/", validate("json", TaxRatesInputSchema), async (c) =>
  c.json(await replaceTaxRates(c.req.valid("json"))),
);
