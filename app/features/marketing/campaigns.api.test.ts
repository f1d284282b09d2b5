// Mass discount campaigns end to end (`POST /api/send-mass-discount-email`):
// the real job queue writes the mail, the real mail worker sends it to an SMTP server started
// here, and the test counts what that server received.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { campaigns, customers, mailOutbox } from "../../../db/schema.ts";
import { createDiscountCode } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { useJobs } from "../../../tests/helpers/jobs.ts";
import { useSmtpPeer } from "../../../tests/helpers/smtp-env.ts";
import {
  createCustomers,
  mailHeader,
  randomTag,
  unsubscribeTokenOf,
} from "../../../tests/kits/marketing-test-kit.ts";
import { signUp, useAdminClient } from "../../../tests/kits/test-accounts.ts";
import { db } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import { CODE_NOT_ACTIVE, KEY_REUSED, NO_AUDIENCE } from "./campaigns.server.ts";
import type { AudienceJson, CampaignJson } from "./marketing.schemas.ts";

useTestDatabase();
// Each test waits for its campaign's mail to reach the SMTP server.
vi.setConfig({ testTimeout: 120_000 });

const peer = useSmtpPeer();
// After the SMTP peer, so the workers start with SMTP configured (and stop before it closes).
useJobs({ workers: true });

const admin = useAdminClient();
// Every test starts from an empty list, so a campaign mails only that test's customers.
beforeEach(async () => {
  await db().delete(customers);
});

type CampaignAnswer = { result: CampaignJson };

const send = (discountCode: string, key?: string, client = admin) =>
  client.post<CampaignAnswer>(
    "/api/send-mass-discount-email",
    { discountCode },
    key ? { "Idempotency-Key": key } : {},
  );

/** Polls the campaign as the dashboard does, gently: the workers share PGlite's one connection. */
async function finished(campaignId: number, timeoutMs = 60_000): Promise<CampaignJson> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await admin.get<CampaignJson>(`/api/campaigns/${campaignId}`);
    if (res.body.status === "done") return res.body;
    if (Date.now() > deadline) throw new Error(`campaign ${campaignId} not done: ${res.text}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const receivedBy = (address: string) => peer.received.filter((m) => m.to.includes(address));
const receivedWithTag = (tag: string) => peer.received.filter((m) => m.to.some((to) => to.startsWith(tag)));

describe("a campaign to 1,000 customers through a real SMTP server", () => {
  test("mails everyone who consented exactly once, and nobody else", async () => {
    const tag = randomTag();
    // 1,000 customers; the mail worker sends one message per SMTP connection, so the number
    // who consented is kept to what a loaded CI machine delivers within the timeout.
    const subscribed = await createCustomers(400, "subscribed", `${tag}s`);
    await createCustomers(300, "unsubscribed", `${tag}u`);
    await createCustomers(300, "not-subscribed", `${tag}n`);
    const code = await createDiscountCode({ discountValue: 15, minimumOrderAmountCents: 5000 });

    const audience = await admin.get<AudienceJson>(`/api/campaigns/audience?discountCode=${code.code}`);
    expect(audience.body).toEqual({ discountCode: code.code, recipients: 400, alreadyReceived: 0 });

    const res = await send(` ${code.code.toLowerCase()} `, randomUUID());
    expect(res.status).toBe(202);
    expect(res.body.result).toMatchObject({ discountCode: code.code, total: 400, sent: 0, failed: 0 });
    const done = await finished(res.body.result.campaignId, 360_000);
    expect(done).toMatchObject({
      total: 400,
      sent: 400,
      failed: 0,
      pending: 0,
      queued: 0,
      kept: 0,
      skipped: 0,
    });
    expect(done.finishedAt).not.toBeNull();

    const mails = receivedWithTag(tag);
    expect(mails).toHaveLength(400);
    expect(new Set(mails.map((m) => m.to[0]))).toEqual(new Set(subscribed));
    const [stored] = await db().select().from(campaigns).where(eq(campaigns.id, done.campaignId));
    expect(stored).toMatchObject({ status: "done", sent: 400, failed: 0, total: 400 });
  }, 400_000);
});

describe("what a campaign mail carries", () => {
  test("the code, the offer, the shop's postal address and a personal unsubscribe link and header", async () => {
    const [first, second] = await createCustomers(2, "subscribed");
    const code = await createDiscountCode({ discountValue: 20, minimumOrderAmountCents: 5000 });
    const res = await send(code.code, randomUUID());
    await finished(res.body.result.campaignId);

    const [mail] = receivedBy(first!);
    expect(mail!.subject).toBe(`20% off your next order at Fairway Pin Co.: use code ${code.code}`);
    const token = unsubscribeTokenOf(mail!.raw);
    expect(mailHeader(mail!.raw, "List-Unsubscribe")).toBe(`<${env().publicUrl}/unsubscribe/${token}>`);
    expect(mailHeader(mail!.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(unsubscribeTokenOf(receivedBy(second!)[0]!.raw)).not.toBe(token);

    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, first!));
    for (const body of [row!.html, row!.text]) {
      expect(body).toContain(code.code);
      expect(body).toContain(env().POSTAL_ADDRESS);
      expect(body).toContain(`${env().publicUrl}/unsubscribe/${token}`);
      expect(body).toContain("$50.00");
    }
    expect(row!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    // Only the token's hash is stored.
    const [customer] = await db().select().from(customers).where(eq(customers.email, first!));
    expect(customer!.unsubscribeTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(customer!.unsubscribeTokenHash).not.toContain(token);
  });
});

describe("idempotency of POST /api/send-mass-discount-email", () => {
  test("a double click or a retry with the same key starts one campaign", async () => {
    const tag = randomTag();
    const addresses = await createCustomers(20, "subscribed", tag);
    const code = await createDiscountCode();
    const key = randomUUID();

    const [a, b] = await Promise.all([send(code.code, key), send(code.code, key)]);
    expect([a.status, b.status].sort()).toEqual([200, 202]);
    expect(a.body.result.campaignId).toBe(b.body.result.campaignId);
    const retry = await send(code.code, key);
    expect(retry.status).toBe(200);
    expect(retry.body.result.campaignId).toBe(a.body.result.campaignId);
    const inBody = await admin.post<CampaignAnswer>("/api/send-mass-discount-email", {
      discountCode: code.code,
      idempotencyKey: key,
    });
    expect(inBody.body.result.campaignId).toBe(a.body.result.campaignId);

    await finished(a.body.result.campaignId);
    expect(await db().select().from(campaigns).where(eq(campaigns.discountCode, code.code))).toHaveLength(1);
    for (const address of addresses) expect(receivedBy(address)).toHaveLength(1);
  });

  test("the same key with another code is refused; a second campaign for a code finds nobody new", async () => {
    await createCustomers(3, "subscribed");
    const [code, other] = [await createDiscountCode(), await createDiscountCode()];
    const key = randomUUID();
    const first = await send(code.code, key);
    expect(first.status).toBe(202);

    const reused = await send(other.code, key);
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ message: KEY_REUSED, code: "conflict" });

    const again = await send(code.code);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: NO_AUDIENCE });
    const audience = await admin.get<AudienceJson>(`/api/campaigns/audience?discountCode=${code.code}`);
    expect(audience.body).toMatchObject({ recipients: 0, alreadyReceived: 3 });
    await finished(first.body.result.campaignId);
  });
});

describe("unsubscribing through the mail's link", () => {
  test("works without signing in, and the customer is left out of later campaigns", async () => {
    const [leaver, stayer] = await createCustomers(2, "subscribed");
    const code = await createDiscountCode();
    await finished((await send(code.code, randomUUID())).body.result.campaignId);
    const token = unsubscribeTokenOf(receivedBy(leaver!)[0]!.raw);

    const guest = createClient();
    const info = await guest.get(`/api/unsubscribe/${token}`);
    expect(info.status).toBe(200);
    expect(info.body).toEqual({ email: expect.stringMatching(/^c•+@e•+\.com$/), unsubscribed: false });
    expect(info.headers.get("referrer-policy")).toBe("no-referrer");
    const done = await guest.post(`/api/unsubscribe/${token}`);
    expect(done.body).toMatchObject({ unsubscribed: true });
    // RFC 8058 one-click: a form body, no Origin.
    const oneClick = await guest.post(`/api/unsubscribe/${token}`, "List-Unsubscribe=One-Click", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(oneClick.status).toBe(200);
    const [row] = await db().select().from(customers).where(eq(customers.email, leaver!));
    expect(row).toMatchObject({ marketingConsent: false });
    expect(row!.unsubscribedAt).toBeInstanceOf(Date);

    const next = await createDiscountCode();
    const later = await send(next.code, randomUUID());
    expect(later.body.result.total).toBe(1);
    await finished(later.body.result.campaignId);
    expect(receivedBy(leaver!)).toHaveLength(1);
    expect(receivedBy(stayer!)).toHaveLength(2);
  });

  test("an unknown or malformed token is not found", async () => {
    const guest = createClient();
    for (const token of ["A".repeat(43), "short", "x".repeat(200)]) {
      expect((await guest.get(`/api/unsubscribe/${token}`)).status).toBe(404);
      expect((await guest.post(`/api/unsubscribe/${token}`)).status).toBe(404);
    }
  });
});

describe("refusals", () => {
  test("the code must exist and be usable now", async () => {
    await createCustomers(1, "subscribed");
    const inactive = await createDiscountCode({ isActive: false });
    const expired = await createDiscountCode({ endsAt: new Date(Date.now() - 60_000) });
    for (const code of ["NOSUCHCODE", inactive.code, expired.code]) {
      const res = await send(code, randomUUID());
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: CODE_NOT_ACTIVE, code: "invalid" });
    }
    const blank = await send("   ");
    expect(blank.status).toBe(400);
  });

  test("a bad idempotency key is a 400; nobody to mail is a 409", async () => {
    const code = await createDiscountCode();
    expect((await send(code.code, "no spaces allowed")).status).toBe(400);
    const nobody = await send(code.code, randomUUID());
    expect(nobody.status).toBe(409);
    expect(nobody.body).toMatchObject({ message: NO_AUDIENCE });
    expect(await db().select().from(campaigns).where(eq(campaigns.discountCode, code.code))).toEqual([]);
  });

  test("guests and customers cannot start or read campaigns", async () => {
    const code = await createDiscountCode();
    const customer = (await signUp()).client;
    for (const [client, status] of [
      [createClient(), 401],
      [customer, 403],
    ] as const) {
      expect((await send(code.code, randomUUID(), client)).status).toBe(status);
      expect((await client.get("/api/campaigns")).status).toBe(status);
      expect((await client.get(`/api/campaigns/audience?discountCode=${code.code}`)).status).toBe(status);
    }
  });

  test("the list shows the newest campaign first; an unknown campaign is not found", async () => {
    await createCustomers(1, "subscribed");
    const code = await createDiscountCode();
    const started = await send(code.code, randomUUID());
    const list = await admin.get<CampaignJson[]>("/api/campaigns");
    expect(list.body[0]).toMatchObject({ campaignId: started.body.result.campaignId, total: 1 });
    expect((await admin.get("/api/campaigns/999999")).status).toBe(404);
    await finished(started.body.result.campaignId);
  });
});
