import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { customers, discountCodes, mailOutbox } from "../../../db/schema.ts";
import { ensureSave15 } from "../../../db/seed.ts";
import { createDiscountCode } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { db } from "../../lib/db.server.ts";
import { RATE_LIMITED_MESSAGE } from "../../lib/rate-limit.server.ts";
import { EXIT_INTENT_BY_ADDRESS, EXIT_INTENT_BY_EMAIL } from "./exit-intent.api.server.ts";
import type { ExitIntentSentJson } from "./exit-intent.schemas.ts";
import { EMAIL_INVALID, EMAIL_REQUIRED } from "./exit-intent.schemas.ts";
import { OFFER_ENDED } from "./exit-intent.server.ts";

useTestDatabase();

beforeAll(async () => {
  await ensureSave15(db());
});

const newEmail = () => `visitor_${randomBytes(4).toString("hex")}@example.com`;
const send = (body: unknown, client = createClient()) =>
  client.post<ExitIntentSentJson & { message?: string; code?: string }>("/api/exit-intent-discount", body);

const mailsTo = (email: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, "exit-intent-code")));
const customerOf = async (email: string) =>
  (await db().select().from(customers).where(sql`lower(${customers.email}) = ${email.toLowerCase()}`))[0];

describe("POST /api/exit-intent-discount", () => {
  it("mails SAVE15 whatever code the client names, and records the customer's consent", async () => {
    const other = await createDiscountCode({ discountValue: 90 });
    const email = newEmail();
    const before = Date.now();
    const res = await send({ email: `  ${email.toUpperCase()} `, discountCode: other.code });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sent: true, discountCode: "SAVE15", percentOff: 15 });
    const days = (Date.parse(res.body.validUntil) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);

    const [mail, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toContain("SAVE15");
    expect(mail!.text).toContain("SAVE15");
    expect(mail!.text).not.toContain(other.code);
    expect(mail!.subject).toContain("15% off");

    const customer = await customerOf(email);
    expect(customer).toMatchObject({
      email,
      source: "exit-intent",
      marketingConsent: true,
      consentSource: "exit-intent",
      unsubscribedAt: null,
    });
    expect(customer!.consentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("sends again to a known customer without a second customer row", async () => {
    const email = newEmail();
    expect((await send({ email })).status).toBe(200);
    expect((await send({ email, discountCode: "SAVE15" })).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);
    const rows = await db().select().from(customers).where(eq(customers.email, email));
    expect(rows).toHaveLength(1);
  });

  it("keeps an earlier unsubscribe: the code is sent, consent is not taken back", async () => {
    const email = newEmail();
    const unsubscribedAt = new Date("2026-01-05T10:00:00Z");
    await db().insert(customers).values({ email, source: "import", marketingConsent: false, unsubscribedAt });
    expect((await send({ email })).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await customerOf(email)).toMatchObject({
      source: "import",
      marketingConsent: false,
      unsubscribedAt,
    });
  });

  it.each([
    [{}, EMAIL_REQUIRED],
    [{ email: "   " }, EMAIL_REQUIRED],
    [{ email: "not-an-address" }, EMAIL_INVALID],
    [{ email: 42 }, EMAIL_REQUIRED],
  ])("refuses %o with 400 and %j, sending nothing", async (body, message) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid", message });
  });

  it(`allows ${EXIT_INTENT_BY_ADDRESS.limit} requests an hour from one address, then 429`, async () => {
    const client = createClient();
    for (let i = 0; i < EXIT_INTENT_BY_ADDRESS.limit; i++) {
      expect((await send({ email: newEmail() }, client)).status).toBe(200);
    }
    const email = newEmail();
    const res = await send({ email }, client);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: "rate_limited", message: RATE_LIMITED_MESSAGE });
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await mailsTo(email)).toHaveLength(0);
    expect(await customerOf(email)).toBeUndefined();
  });

  it(`mails one address at most ${EXIT_INTENT_BY_EMAIL.limit} times a day, from any address`, async () => {
    const email = newEmail();
    for (let i = 0; i < EXIT_INTENT_BY_EMAIL.limit; i++) {
      expect((await send({ email: i % 2 ? email.toUpperCase() : email })).status).toBe(200);
    }
    const res = await send({ email });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ message: RATE_LIMITED_MESSAGE });
    expect(await mailsTo(email)).toHaveLength(EXIT_INTENT_BY_EMAIL.limit);
  });
});

describe("when the owner switches SAVE15 off", () => {
  it("says the offer is unavailable and mails no dead code (409)", async () => {
    const offer = () => createClient().get("/api/exit-intent-discount");
    expect((await offer()).body).toEqual({ available: true });
    // Tests in a file run one after another, so switching the shared code off here is safe.
    const save15 = eq(discountCodes.code, "SAVE15");
    await db().update(discountCodes).set({ isActive: false }).where(save15);
    try {
      expect((await offer()).body).toEqual({ available: false });
      const email = newEmail();
      const res = await send({ email });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: "conflict", message: OFFER_ENDED });
      expect(await mailsTo(email)).toHaveLength(0);
      expect(await customerOf(email)).toBeUndefined();
    } finally {
      await db().update(discountCodes).set({ isActive: true }).where(save15);
    }
  });
});
