// The owner's settings through the real API: the environment's defaults until saved, every
// setting saved at once and used from the next e-mail, rush availability and owner notice on;
// a bad field refused with its own message; customers and guests kept out.
import { and, desc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, settings } from "../../../db/schema.ts";
import { createBlogPost } from "../../../tests/factories.ts";
import { createClient, type TestClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { signUp, useAdminClient } from "../../../tests/kits/test-accounts.ts";
import { db } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import { mailShop, renderMail } from "../mail/index.server.ts";
import { SETTING_KEYS } from "./index.server.ts";
import { OWNER_NOTICE_EVENTS, type OwnerNotices, type ShopSettings } from "./settings.schemas.ts";

useTestDatabase();
const admin = useAdminClient();

const allNotices = (on: boolean) =>
  Object.fromEntries(OWNER_NOTICE_EVENTS.map((e) => [e.id, on])) as OwnerNotices;

const CHANGED: ShopSettings = {
  shopName: "Links Pin Works",
  supportEmail: "help@linkspins.example",
  supportPhone: "+1 (555) 010-2030",
  postalAddress: "77 Dune Road, Pebble Cove, CA 93953",
  rushCapacityPerMonth: 4,
  ownerNoticeEmail: "owner@linkspins.example",
  ownerNotices: allNotices(true),
};

async function save(body: unknown, client: TestClient = admin) {
  return client.put<ShopSettings>("/api/admin/settings", body);
}

async function newestMail(to: string, template: string) {
  const [mail] = await db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, template)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

const forgetSettings = () =>
  db()
    .delete(settings)
    .where(inArray(settings.key, Object.values(SETTING_KEYS)));

describe("GET /api/admin/settings", () => {
  it("answers the environment's defaults until the owner saves", async () => {
    await forgetSettings();
    const res = await admin.get<ShopSettings>("/api/admin/settings");
    expect(res.status).toBe(200);
    const e = env();
    expect(res.body).toEqual({
      shopName: e.SHOP_NAME,
      supportEmail: e.SUPPORT_EMAIL,
      supportPhone: e.SUPPORT_PHONE,
      postalAddress: e.POSTAL_ADDRESS,
      rushCapacityPerMonth: 10,
      ownerNoticeEmail: e.ADMIN_EMAIL ?? e.SUPPORT_EMAIL,
      ownerNotices: allNotices(true),
    });
  });

  it("falls back to a setting's default when its row no longer reads as a valid value", async () => {
    await save(CHANGED);
    await db().update(settings).set({ value: 42 }).where(eq(settings.key, SETTING_KEYS.shopName));
    await db()
      .update(settings)
      .set({ value: { lowStock: false } })
      .where(eq(settings.key, SETTING_KEYS.ownerNotices));
    const res = await admin.get<ShopSettings>("/api/admin/settings");
    expect(res.body.shopName).toBe(env().SHOP_NAME);
    expect(res.body.postalAddress).toBe(CHANGED.postalAddress);
    expect(res.body.ownerNotices).toEqual({ ...allNotices(true), lowStock: false });
  });
});

describe("PUT /api/admin/settings", () => {
  it("saves every setting, and the next e-mail carries the new name, address and contacts", async () => {
    const res = await save({ ...CHANGED, supportEmail: "  Help@LinksPins.example " });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(CHANGED);
    expect((await admin.get("/api/admin/settings")).body).toEqual(CHANGED);

    const { account } = await signUp();
    await createClient().post("/api/auth/password-reset/request", { email: account.email });
    const mail = await newestMail(account.email, "password-reset");
    expect(mail?.subject).toBe("Reset your Links Pin Works password");
    for (const part of [mail!.html, mail!.text]) {
      expect(part).toContain(CHANGED.postalAddress);
      expect(part).toContain(CHANGED.supportEmail);
      expect(part).toContain(CHANGED.supportPhone);
    }
    // A campaign renders its e-mail once with the shop's details: its footer has the new address.
    const campaign = await renderMail(
      "discount-campaign",
      {
        code: "SAVE15",
        offer: "15% off",
        terms: null,
        shopUrl: `${env().publicUrl}/custom`,
        unsubscribeUrl: `${env().publicUrl}/unsubscribe/abcDEF_123-xyz`,
      },
      await mailShop(),
    );
    expect(campaign.text).toContain(`Links Pin Works · ${CHANGED.postalAddress}`);
  });

  it("sets the rush capacity the builder counts against", async () => {
    await save({ ...CHANGED, rushCapacityPerMonth: 7 });
    const res = await createClient().get<{ capacity: number }>("/api/custom-orders/rush-availability");
    expect(res.body.capacity).toBe(7);
  });

  it("mails the owner's notices to the address chosen, and not the kinds turned off", async () => {
    const post = await createBlogPost();
    const comment = (content: string) =>
      createClient().post(`/api/blog/posts/${post.slug}/comments`, {
        authorName: "Ada",
        authorEmail: "ada@example.com",
        content,
      });
    const ownerMail = async () =>
      (await newestMail(CHANGED.ownerNoticeEmail, "owner-notice"))?.text.includes("Silent please") ?? false;

    await save({ ...CHANGED, ownerNotices: { ...allNotices(true), commentPending: false } });
    expect((await comment("Silent please")).status).toBe(201);
    expect(await ownerMail()).toBe(false);

    await save(CHANGED);
    expect((await comment("Silent please, again")).status).toBe(201);
    expect(await ownerMail()).toBe(true);
  });

  it.each([
    ["shopName", "", "Enter the shop's name"],
    ["supportEmail", "not-an-address", "Enter the support e-mail address, e.g. hello@example.com"],
    ["supportPhone", "call us", "Enter a phone number, e.g. (949) 555-0148"],
    ["postalAddress", "77 Dune Road\nPebble Cove", "Write the postal address on one line"],
    ["rushCapacityPerMonth", -1, "Enter a whole number of rush orders"],
    ["rushCapacityPerMonth", 2.5, "Enter a whole number of rush orders"],
    ["rushCapacityPerMonth", "4", "Enter a whole number of rush orders"],
    ["rushCapacityPerMonth", 5000, "At most 1000 rush orders a month"],
    ["ownerNoticeEmail", "owner@", "Enter the e-mail address for your notices"],
  ])("refuses %s = %j with a 400 naming the field", async (field, value, message) => {
    await save(CHANGED);
    const res = await save({ ...CHANGED, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid", message, issues: [{ path: field, message }] });
    expect((await admin.get("/api/admin/settings")).body).toEqual(CHANGED);
  });

  it("refuses a missing setting, an unknown one and an unknown notice (a strict body)", async () => {
    const { ownerNotices: _left, ...missing } = CHANGED;
    const cases = [
      [missing, "ownerNotices: Required"],
      [{ ...CHANGED, theme: "dark" }, 'Unrecognized key: "theme"'],
      [
        { ...CHANGED, ownerNotices: { ...CHANGED.ownerNotices, newsletter: true } },
        'ownerNotices: Unrecognized key: "newsletter"',
      ],
    ] as const;
    for (const [body, message] of cases) {
      const res = await save(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "invalid", message });
    }
  });

  it("refuses a customer (403) and a guest (401), and saves nothing for them", async () => {
    await save(CHANGED);
    const { client: customer } = await signUp();
    const guest = createClient();
    const evil = { ...CHANGED, shopName: "Taken Over" };
    for (const [client, status] of [
      [customer, 403],
      [guest, 401],
    ] as const) {
      expect((await client.get("/api/admin/settings")).status).toBe(status);
      const res = await save(evil, client);
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ code: status === 403 ? "forbidden" : "unauthorized" });
    }
    expect((await admin.get<ShopSettings>("/api/admin/settings")).body.shopName).toBe(CHANGED.shopName);
  });
});
