import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { invalid } from "../../lib/errors.server.ts";
import { pagedJson } from "../../lib/paged-json.server.ts";
import { rateLimit } from "../../lib/rate-limit.server.ts";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireAdmin } from "../../server/middleware/session.ts";
import { validate, validId } from "../../server/validate.ts";
import { getAudience, getCampaign, listCampaigns, startCampaign } from "./campaigns.server.ts";
import { EMPTY_FILE, importCustomersFromCsv, importCustomersFromOrders } from "./customer-import.server.ts";
import { listCustomers } from "./customers.server.ts";
import {
  AudienceQuerySchema,
  IdempotencyKeySchema,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE,
  ListCustomersQuerySchema,
  SendCampaignSchema,
} from "./marketing.schemas.ts";
import { getUnsubscribeInfo, unsubscribeByToken } from "./unsubscribe.server.ts";

/** 5 MB of CSV plus the multipart envelope; refused with 413 before anything is parsed. */
const importBodyLimit = bodyLimit({
  maxSize: IMPORT_MAX_BYTES + 64 * 1024,
  onError: (c) => c.json({ message: IMPORT_TOO_LARGE, code: "payload_too_large" }, 413),
});

/** Tokens are 256 bits, so this only keeps a scanner from hammering the database. */
const UNSUBSCRIBE_LIMIT = { name: "unsubscribe", limit: 30, windowMs: 60_000 };

/** Mounted at `/api` (the admin's campaign and import calls, and the public unsubscribe link). */
export const marketingApi = new Hono<AppEnv>();

marketingApi.post(
  "/send-mass-discount-email",
  requireAdmin,
  validate("json", SendCampaignSchema),
  async (c) => {
    const body = c.req.valid("json");
    const header = c.req.header("idempotency-key");
    const idempotencyKey = header === undefined ? body.idempotencyKey : IdempotencyKeySchema.parse(header);
    if (header !== undefined && body.idempotencyKey && body.idempotencyKey !== idempotencyKey) {
      throw invalid("The Idempotency-Key header and the body's idempotencyKey differ");
    }
    const { campaign, created } = await startCampaign(c.get("user")!, { ...body, idempotencyKey });
    // 202: the campaign runs in the background; GET /api/campaigns/{id} follows its progress.
    return c.json({ result: campaign }, created ? 202 : 200);
  },
);

marketingApi.get("/campaigns", requireAdmin, async (c) => c.json(await listCampaigns()));

marketingApi.get("/campaigns/audience", requireAdmin, validate("query", AudienceQuerySchema), async (c) =>
  c.json(await getAudience(c.req.valid("query").discountCode)),
);

marketingApi.get("/campaigns/:id", requireAdmin, validId(), async (c) =>
  c.json(await getCampaign(c.req.valid("param").id)),
);

marketingApi.post("/import-customers", requireAdmin, importBodyLimit, async (c) => {
  const type = c.req.header("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) return c.json({ result: await importCustomersFromOrders() });
  const form = await c.req.parseBody().catch(() => {
    throw invalid("The upload could not be read. Choose the file and try again.");
  });
  const file = form.file;
  if (file === undefined) return c.json({ result: await importCustomersFromOrders() });
  if (!(file instanceof File)) throw invalid("Send the CSV as a file in the form's file field");
  if (file.size === 0) throw invalid(EMPTY_FILE);
  return c.json({ result: await importCustomersFromCsv(file) });
});

marketingApi.get("/customers", requireAdmin, validate("query", ListCustomersQuerySchema), async (c) => {
  const { customers, ...paging } = await listCustomers(c.req.valid("query"));
  return pagedJson(c, customers, paging);
});

marketingApi.get("/unsubscribe/:token", rateLimit(UNSUBSCRIBE_LIMIT), async (c) => {
  c.header("Referrer-Policy", "no-referrer");
  return c.json(await getUnsubscribeInfo(c.req.param("token")));
});

// Any body is accepted: the page's button sends none, a mail client's one-click sends
// `List-Unsubscribe=One-Click` (RFC 8058).
marketingApi.post("/unsubscribe/:token", rateLimit(UNSUBSCRIBE_LIMIT), async (c) => {
  c.header("Referrer-Policy", "no-referrer");
  return c.json(await unsubscribeByToken(c.req.param("token")));
});
