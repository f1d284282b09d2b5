import { Hono } from "hono";
import type { AppEnv } from "../../../server/hono-env.ts";
import { requireAdmin } from "../../../server/middleware/session.ts";
import { validate, validId } from "../../../server/validate.ts";
import { confirmBalancePayment } from "./balance-confirmation.server.ts";
import { CompleteBalancePaymentSchema } from "./balance-payment.schemas.ts";
import { generateBalanceLink, getBalancePayment, replaceBalanceLink } from "./balance-payment.server.ts";

/** Mounted at `/api/balance-payment`: the link holder's page and its confirmation. */
export const balancePaymentApi = new Hono<AppEnv>();

balancePaymentApi.get("/:token", async (c) => {
  // The token is the key to the order: no shared cache may keep the answer.
  c.header("Cache-Control", "no-store");
  return c.json(await getBalancePayment(c.req.param("token")));
});

balancePaymentApi.post("/:token/complete", validate("json", CompleteBalancePaymentSchema), async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await confirmBalancePayment(c.req.param("token"), c.req.valid("json")));
});

/** Mounted at `/api/custom-orders`, before that feature's router. */
export const balanceLinkAdminApi = new Hono<AppEnv>();

balanceLinkAdminApi.post("/:id/generate-balance-link", requireAdmin, validId(), async (c) =>
  c.json(await generateBalanceLink(c.get("user")!, c.req.valid("param").id), 201),
);

balanceLinkAdminApi.post("/:id/replace-balance-link", requireAdmin, validId(), async (c) =>
  c.json(await replaceBalanceLink(c.get("user")!, c.req.valid("param").id), 201),
);
