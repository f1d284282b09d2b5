// The admin's outbox: `GET /api/admin/outbox`, `GET /api/admin/outbox/{id}`,
// `POST /api/admin/outbox/{id}/resend`.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { useJobs } from "../../../tests/helpers/jobs.ts";
import { restoreSmtpUrl, setSmtpUrl } from "../../../tests/helpers/smtp-env.ts";
import { signUp, useAdminClient } from "../../../tests/kits/test-accounts.ts";
import { type SmtpPeer, startSmtpPeer } from "../../../tests/peers/smtp-peer.ts";
import { db } from "../../lib/db.server.ts";
import type { OutboxMailJson, OutboxPageJson, OutboxSummaryJson } from "./mail.schemas.ts";
import { queueMail, queueRenderedMail, sendOutboxMail } from "./mail.server.ts";

useTestDatabase();
// No workers: the test sends each mail itself, so every delivery is accounted for.
useJobs({ workers: false });
afterAll(restoreSmtpUrl);

const admin = useAdminClient();

/** A rendered mail with an extra header, queued in a committed transaction, to an address of its own. */
async function queueWelcome() {
  const to = `${randomUUID().slice(0, 8)}@example.com`;
  const id = await db().transaction((tx) =>
    queueRenderedMail(tx, {
      to,
      template: "welcome",
      rendered: { subject: "Hello", html: "<p>Hi</p>", text: "Hi" },
      headers: { "List-Unsubscribe": "<http://localhost/unsubscribe/x>" },
    }),
  );
  return { to, id };
}

const welcome = (to: string) =>
  db().transaction((tx) => queueMail(tx, { to, template: "welcome", data: { username: "ada" } }));

describe("without SMTP", () => {
  beforeAll(() => setSmtpUrl(undefined));

  test("lists kept mail newest first with filters, and says mail stays in the outbox", async () => {
    const tag = randomUUID().slice(0, 8);
    const ids = [await welcome(`a-${tag}@example.com`), await welcome(`b-${tag}@example.com`)];
    const res = await admin.get<OutboxPageJson>(`/api/admin/outbox?q=${tag}&status=kept&page=1`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, pageSize: 25, delivery: "outbox" });
    expect(res.body.items.map((m) => m.id)).toEqual([...ids].reverse());
    expect(res.body.items[0]).toMatchObject({ to: `b-${tag}@example.com`, status: "kept", sentAt: null });
    expect(res.body.items[0]).not.toHaveProperty("html");
    expect((await admin.get<OutboxPageJson>(`/api/admin/outbox?q=${tag}&status=sent`)).body.total).toBe(0);
    expect((await admin.get(`/api/admin/outbox?status=lost`)).status).toBe(400);
    expect((await admin.get(`/api/admin/outbox?page=0`)).status).toBe(400);
  });

  test("opens one mail with its bodies and headers; unknown ids are not found", async () => {
    const { to, id } = await queueWelcome();
    const res = await admin.get<OutboxMailJson>(`/api/admin/outbox/${id}`);
    expect(res.body).toMatchObject({
      id,
      to,
      subject: "Hello",
      html: "<p>Hi</p>",
      text: "Hi",
      headers: { "List-Unsubscribe": "<http://localhost/unsubscribe/x>" },
      status: "kept",
    });
    expect((await admin.get<OutboxMailJson>(`/api/admin/outbox/${await welcome(to)}`)).body.headers).toEqual(
      {},
    );
    expect((await admin.get("/api/admin/outbox/999999")).status).toBe(404);
    expect((await admin.get("/api/admin/outbox/abc")).status).toBe(404);
  });

  test("resending is refused with a message while no SMTP server is configured", async () => {
    const id = await welcome(`${randomUUID().slice(0, 8)}@example.com`);
    const res = await admin.post(`/api/admin/outbox/${id}/resend`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "conflict", message: expect.stringContaining("SMTP") });
  });
});

describe("with an SMTP server", () => {
  let peer: SmtpPeer;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    setSmtpUrl(peer.url);
  });
  afterAll(() => peer.close());

  test("the admin resends a sent mail, which arrives again, with its extra headers", async () => {
    const { to, id } = await queueWelcome();
    await sendOutboxMail(id);
    const list = await admin.get<OutboxPageJson>(`/api/admin/outbox?q=${to}`);
    expect(list.body).toMatchObject({ delivery: "smtp", items: [{ id, status: "sent" }] });

    const res = await admin.post<OutboxSummaryJson>(`/api/admin/outbox/${id}/resend`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: "queued" });
    await sendOutboxMail(id);
    const received = peer.received.filter((m) => m.to.includes(to));
    expect(received).toHaveLength(2);
    expect(received[0]!.raw).toContain("List-Unsubscribe: <http://localhost/unsubscribe/x>");
    expect((await admin.post("/api/admin/outbox/999999/resend")).status).toBe(404);
  });
});

describe("access", () => {
  test("guests and customers are refused", async () => {
    const id = await welcome(`${randomUUID().slice(0, 8)}@example.com`);
    const customer = (await signUp()).client;
    for (const [client, status] of [
      [createClient(), 401],
      [customer, 403],
    ] as const) {
      expect((await client.get("/api/admin/outbox")).status).toBe(status);
      expect((await client.get(`/api/admin/outbox/${id}`)).status).toBe(status);
      expect((await client.post(`/api/admin/outbox/${id}/resend`)).status).toBe(status);
    }
  });
});
