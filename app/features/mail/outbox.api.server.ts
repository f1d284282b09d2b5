import { Hono } from "hono";
import { env } from "../../lib/env.server.ts";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireAdmin } from "../../server/middleware/session.ts";
import { validate, validId } from "../../server/validate.ts";
import { describeAttachments } from "./attachments.server.ts";
import { ListOutboxQuerySchema, type OutboxMailJson, type OutboxPageJson } from "./mail.schemas.ts";
import { getOutboxMail, listOutbox, resendOutboxMail } from "./mail.server.ts";

/**
 * Mounted at `/api/admin/outbox` (without SMTP the admin reads the mail here). The list
 * says how mail leaves the shop, so the dashboard can explain `kept` and offer resending only
 * where there is a server to send to.
 */
export const outboxApi = new Hono<AppEnv>();

outboxApi.use(requireAdmin);

outboxApi.get("/", validate("query", ListOutboxQuerySchema), async (c) => {
  const page = await listOutbox(c.req.valid("query"));
  const json: OutboxPageJson = {
    ...page,
    items: page.items.map((m) => ({
      ...m,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    })),
    delivery: env().SMTP_URL ? "smtp" : "outbox",
  };
  return c.json(json);
});

outboxApi.get("/:id", validId(), async (c) => {
  const { providerMessageId: _id, updatedAt: _at, ...mail } = await getOutboxMail(c.req.valid("param").id);
  const json: OutboxMailJson = {
    ...mail,
    headers: mail.headers ?? {},
    attachments: describeAttachments(mail.attachments),
    createdAt: mail.createdAt.toISOString(),
    sentAt: mail.sentAt?.toISOString() ?? null,
  };
  return c.json(json);
});

outboxApi.post("/:id/resend", validId(), async (c) => {
  const mail = await resendOutboxMail(c.req.valid("param").id);
  return c.json({
    ...mail,
    createdAt: mail.createdAt.toISOString(),
    sentAt: mail.sentAt?.toISOString() ?? null,
  });
});
