// Shareable quotes: the builder's choices saved under a random id, priced again on every open,
// e-mailed on request, and gone after 30 days.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, quotes } from "../../../../db/schema.ts";
import { createClient } from "../../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../../tests/helpers/db.ts";
import { db } from "../../../lib/db.server.ts";
import { quoteCustomOrder } from "../../pricing/index.ts";
import { purgeExpiredQuotes } from "./index.server.ts";
import type { CreatedQuoteJson, SharedQuoteJson } from "./shared-quote.ts";
import { QUOTE_MAILS_PER_EMAIL } from "./shared-quotes.api.server.ts";

useTestDatabase();

const OPTIONS = {
  quantity: 60,
  size: "1.25inch",
  plating: "gold",
  pinBack: "locking",
  packaging: ["individual-bags"],
  rushOrder: true,
};

const mailsTo = (to: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, "shared-quote")));

describe("POST /api/quotes", () => {
  it("saves the options under an unguessable id and answers its builder link", async () => {
    const res = await createClient().post<CreatedQuoteJson>("/api/quotes", { options: OPTIONS });
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(res.body.url).toMatch(new RegExp(`/custom\\?quote=${res.body.id}$`));
    expect(res.body.emailed).toBe(false);
    const days = (Date.parse(res.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const [row] = await db().select().from(quotes).where(eq(quotes.id, res.body.id));
    expect(row?.options).toEqual(OPTIONS);
    expect(row?.inHandsDate).toBeNull();
  });

  it("two saves of the same options get different ids", async () => {
    const client = createClient();
    const a = await client.post<CreatedQuoteJson>("/api/quotes", { options: OPTIONS });
    const b = await client.post<CreatedQuoteJson>("/api/quotes", { options: OPTIONS });
    expect(a.body.id).not.toBe(b.body.id);
  });

  it("with an e-mail, queues the shared-quote mail with the link and the figures", async () => {
    const to = `committee-${Date.now()}@example.com`;
    const res = await createClient().post<CreatedQuoteJson>("/api/quotes", { options: OPTIONS, email: to });
    expect(res.status).toBe(201);
    expect(res.body.emailed).toBe(true);
    const mails = await mailsTo(to);
    expect(mails).toHaveLength(1);
    const total = quoteCustomOrder(OPTIONS as Parameters<typeof quoteCustomOrder>[0]).totalCents;
    expect(mails[0]!.subject).toContain("Your custom pin quote");
    expect(mails[0]!.text).toContain(res.body.url);
    expect(mails[0]!.text).toContain(`$${(total / 100).toFixed(2)}`);
    expect(mails[0]!.text).toContain("60 pins");
  });

  it("limits the e-mails to one address", async () => {
    const to = `flood-${Date.now()}@example.com`;
    for (let i = 0; i < QUOTE_MAILS_PER_EMAIL; i++) {
      const ok = await createClient().post("/api/quotes", { options: OPTIONS, email: to });
      expect(ok.status).toBe(201);
    }
    const refused = await createClient().post<{ code: string }>("/api/quotes", {
      options: OPTIONS,
      email: to,
    });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("rate_limited");
    expect(await mailsTo(to)).toHaveLength(QUOTE_MAILS_PER_EMAIL);
  });

  it.each([
    ["no options", {}],
    ["an unknown field", { options: OPTIONS, artwork: "logo.png" }],
    ["an unknown option", { options: { ...OPTIONS, status: "paid" } }],
    ["a quantity under 50", { options: { ...OPTIONS, quantity: 49 } }],
    ["a quantity as text", { options: { ...OPTIONS, quantity: "60" } }],
    ["an unknown size", { options: { ...OPTIONS, size: "9" } }],
    ["a past in-hands date", { options: { ...OPTIONS, inHandsDate: "2020-01-01" } }],
    ["a bad e-mail", { options: OPTIONS, email: "not-an-address" }],
  ])("refuses %s with a 400 {message, code}", async (_, body) => {
    const res = await createClient().post<{ message: string; code: string }>("/api/quotes", body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid");
    expect(res.body.message).toEqual(expect.any(String));
  });

  it("answers the engine's own message for a bad quantity", async () => {
    const res = await createClient().post<{ message: string }>("/api/quotes", {
      options: { ...OPTIONS, quantity: 1001 },
    });
    expect(res.body.message).toContain("Quantity must be a whole number from 50 to 1000");
  });
});

describe("GET /api/quotes/{id}", () => {
  it("answers the options, today's figures and the figures of the day it was saved", async () => {
    const client = createClient();
    const inHandsDate = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const created = await client.post<CreatedQuoteJson>("/api/quotes", {
      options: { ...OPTIONS, inHandsDate },
    });
    const res = await createClient().get<SharedQuoteJson>(`/api/quotes/${created.body.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.body.options).toEqual({ ...OPTIONS, inHandsDate });
    const today = quoteCustomOrder(OPTIONS as Parameters<typeof quoteCustomOrder>[0]);
    expect(res.body.quote).toEqual(today);
    expect(res.body.quotedQuote).toEqual(today);
    expect(res.body.pricesChanged).toBe(false);
    expect(res.body.expiresAt).toBe(created.body.expiresAt);
  });

  it("prices a quote again: figures saved on another day are answered beside today's", async () => {
    const id = "stalePriceQuote0000001";
    const today = quoteCustomOrder(OPTIONS as Parameters<typeof quoteCustomOrder>[0]);
    const then = { ...today, totalCents: today.totalCents - 1000 };
    await db()
      .insert(quotes)
      .values({
        id,
        options: OPTIONS,
        figures: then,
        createdAt: new Date(Date.now() - 10 * 86_400_000),
        expiresAt: new Date(Date.now() + 20 * 86_400_000),
      });
    const res = await createClient().get<SharedQuoteJson>(`/api/quotes/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.quote.totalCents).toBe(today.totalCents);
    expect(res.body.quotedQuote.totalCents).toBe(then.totalCents);
    expect(res.body.pricesChanged).toBe(true);
  });

  it.each([
    ["an unknown id", "AAAAAAAAAAAAAAAAAAAAAA"],
    ["a malformed id", "not-a-quote"],
  ])("answers 404 for %s", async (_, id) => {
    const res = await createClient().get<{ code: string; message: string }>(`/api/quotes/${id}`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("not_found");
  });

  it("answers 404 once the quote has expired, and the nightly purge removes it", async () => {
    const id = "expiredQuote0000000001";
    await db()
      .insert(quotes)
      .values({
        id,
        options: OPTIONS,
        figures: quoteCustomOrder(OPTIONS as Parameters<typeof quoteCustomOrder>[0]),
        createdAt: new Date(Date.now() - 31 * 86_400_000),
        expiresAt: new Date(Date.now() - 86_400_000),
      });
    const res = await createClient().get(`/api/quotes/${id}`);
    expect(res.status).toBe(404);
    await purgeExpiredQuotes();
    expect(await db().select().from(quotes).where(eq(quotes.id, id))).toHaveLength(0);
  });
});
