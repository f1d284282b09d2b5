import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { customOrders, orderLinks, orderStatusHistory } from "../../../db/schema.ts";
import { ensureSave15 } from "../../../db/seed.ts";
import { createDiscountCode, createUser, signIn } from "../../../tests/factories.ts";
import { createClient, type TestClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { orderData, PREMIUM_PINS, prepare } from "../../../tests/kits/custom-orders-test-kit.ts";
import { db } from "../../lib/db.server.ts";
import { QUANTITY_MESSAGE, quoteCustomOrder } from "../pricing/index.ts";
import type { CustomOrderJson } from "./custom-orders.schemas.ts";
import { PRICES_CHANGED } from "./custom-orders.schemas.ts";
import { IN_HANDS_INVALID, IN_HANDS_PAST } from "./in-hands-date.ts";

useTestDatabase();
beforeAll(async () => {
  await ensureSave15(db());
});

/** The calendar date `days` from now (UTC), YYYY-MM-DD. */
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The kit's plain order: silver, 1 inch, rubber back, loose pins, standard delivery. */
const PLAIN = {
  size: "1inch",
  plating: "silver",
  pinBack: "rubber",
  packaging: ["just-pins"],
  rushOrder: false,
} as const;

/** 100 gold 1.5-inch locking pins in poly bags, rush: $6.00 a pin, $600 + $100 = $700.00. */
const premium = (overrides: Record<string, unknown> = {}) => orderData({ ...PREMIUM_PINS, ...overrides });

const rowsFor = (email: string) =>
  db().select().from(customOrders).where(eq(customOrders.customerEmail, email));

async function signedIn(options: Parameters<typeof createUser>[0] = {}) {
  const client = createClient();
  const { user, password } = await createUser(options);
  await signIn(client, user.username, password);
  return { client, user };
}

/** An order as it stands after its deposit, written directly (lists hide unpaid checkouts). */
async function paidOrder(client: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await prepare(client, orderData(overrides));
  expect(res.status).toBe(201);
  await db().update(customOrders).set({ status: "deposit_paid" }).where(eq(customOrders.id, res.body.id));
  return res.body;
}

describe("POST /api/custom-orders/prepare", () => {
  it("creates a pending order at the engine's figures, with history and a hashed checkout token", async () => {
    const data = premium();
    const res = await prepare(createClient(), data);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      ...PREMIUM_PINS,
      pricePerPin: 6,
      rushOrderFee: 100,
      totalPrice: 700,
      depositAmount: 70,
      remainingBalance: 630,
      discountAmount: 0,
      promoCode: null,
      customerName: "Ada Lovelace",
      customerEmail: data.customerEmail,
      logoFileName: "crest.png",
      status: "pending",
      depositPaymentId: null,
    });
    expect(res.body.checkoutToken).toMatch(/^[\w-]{43}$/);
    const [row] = await rowsFor(data.customerEmail as string);
    const quote = quoteCustomOrder({
      quantity: 100,
      size: "1.5inch",
      plating: "gold",
      pinBack: "locking",
      packaging: ["individual-bags"],
      rushOrder: true,
    });
    expect(row).toMatchObject({
      status: "pending",
      userId: null,
      pricePerPinCents: quote.pricePerPinCents,
      subtotalCents: quote.subtotalCents,
      rushFeeCents: 10_000,
      totalCents: quote.totalCents,
      depositCents: quote.depositCents,
      balanceCents: quote.balanceCents,
      packaging: ["individual-bags"],
    });
    const history = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.customOrderId, row!.id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: "pending" }]);
    const [link] = await db().select().from(orderLinks).where(eq(orderLinks.customOrderId, row!.id));
    expect(link).toMatchObject({ purpose: "view", revokedAt: null });
    expect(link!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(link!.tokenHash).not.toContain(res.body.checkoutToken);
  });

  it("accepts the client's figures when they are the server's, and a comma-joined packaging list", async () => {
    const data = premium({
      packaging: "individual-bags,backer-cards",
      pricePerPin: 6.1,
      rushOrderFee: 100,
      totalPrice: "710.00",
      depositAmount: 71,
      remainingBalance: 639,
      discountAmount: 0,
    });
    const res = await prepare(createClient(), data);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      packaging: "individual-bags,backer-cards",
      totalPrice: 710,
      depositAmount: 71,
    });
  });

  it.each([
    ["pricePerPin", 0.01],
    ["totalPrice", 1],
    ["depositAmount", 0.01],
    ["remainingBalance", 0],
    ["rushOrderFee", 0],
    ["discountAmount", 500],
    ["depositAmount", -5],
    ["totalPrice", "abc"],
  ])(
    "answers a tampered %s of %j with 409 and the server's figures, and creates nothing",
    async (field, value) => {
      const data = premium({ [field]: value });
      const res = await prepare(createClient(), data);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        message: PRICES_CHANGED,
        code: "conflict",
        pricePerPin: 6,
        rushOrderFee: 100,
        totalPrice: 700,
        depositAmount: 70,
        remainingBalance: 630,
        discountAmount: 0,
        fields: [field],
      });
      expect(await rowsFor(data.customerEmail as string)).toEqual([]);
    },
  );

  it.each([60, 99, 249, 733])("prices any whole quantity in range, such as %i", async (quantity) => {
    const res = await prepare(createClient(), orderData({ quantity }));
    expect(res.status).toBe(201);
    const quote = quoteCustomOrder({ ...PLAIN, quantity });
    expect(res.body).toMatchObject({
      quantity,
      pricePerPin: quote.pricePerPinCents / 100,
      totalPrice: quote.totalCents / 100,
    });
  });

  it.each([49, 1001, "100", -50, 100.5, null])(
    "refuses a quantity of %j with the engine's message",
    async (quantity) => {
      const data = orderData({ quantity });
      const res = await prepare(createClient(), data);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: QUANTITY_MESSAGE, code: "invalid" });
      expect(await rowsFor(data.customerEmail as string)).toEqual([]);
    },
  );

  it.each([
    [{ size: "2inch" }, "Size must be one of: 0.75inch, 1inch, 1.25inch, 1.5inch"],
    [{ packaging: "just-pins,individual-bags" }, "Just pins cannot be combined with other packaging"],
    [{ packaging: [] }, "Choose at least one packaging option"],
    [{ rushOrder: "yes" }, "Rush order must be true or false"],
    [{ customerEmail: "not-an-email" }, "Please enter a valid email address"],
    [{ customerName: "  " }, "Please upload your logo and fill in all contact details."],
  ])("refuses %j with 400", async (overrides, message) => {
    const res = await prepare(createClient(), orderData(overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("keeps an in-hands date with the order", async () => {
    const inHandsDate = daysFromNow(60);
    const data = orderData({ inHandsDate });
    const res = await prepare(createClient(), data);
    expect(res.status).toBe(201);
    expect(res.body.inHandsDate).toBe(inHandsDate);
    const [row] = await rowsFor(data.customerEmail as string);
    expect(row!.inHandsDate).toBe(inHandsDate);
    const none = await prepare(createClient(), orderData({ inHandsDate: null }));
    expect(none.body.inHandsDate).toBeNull();
  });

  it.each([
    [daysFromNow(-2), IN_HANDS_PAST],
    ["2020-06-01", IN_HANDS_PAST],
    ["2027-02-30", IN_HANDS_INVALID],
    ["next friday", IN_HANDS_INVALID],
    [20_270_514, IN_HANDS_INVALID],
  ])("refuses an in-hands date of %j with 400 and creates nothing", async (inHandsDate, message) => {
    const data = orderData({ inHandsDate });
    const res = await prepare(createClient(), data);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code: "invalid" });
    expect(await rowsFor(data.customerEmail as string)).toEqual([]);
  });

  it.each([
    { status: "balance_paid" },
    { depositPaymentId: "FAKE-CAPTURE" },
    { userId: 1 },
    { pricePerPinCents: 1 },
  ])("refuses the unknown field %j with 400 (mass assignment)", async (extra) => {
    const data = orderData(extra);
    const res = await prepare(createClient(), data);
    expect(res.status).toBe(400);
    expect(await rowsFor(data.customerEmail as string)).toEqual([]);
  });

  it("refuses orderData that is not JSON", async () => {
    const res = await prepare(createClient(), "{quantity: 100");
    expect(res.status).toBe(400);
  });

  it("prices a promo code on the server: SAVE15 takes 15% of pins and rush", async () => {
    const res = await prepare(createClient(), premium({ promoCode: " save15 ", discountAmount: 105 }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      promoCode: "SAVE15",
      discountAmount: 105,
      totalPrice: 595,
      depositAmount: 59.5,
      remainingBalance: 535.5,
    });
  });

  it("answers a client discount bigger than the code's with 409 and the real one", async () => {
    const res = await prepare(
      createClient(),
      premium({ promoCode: "SAVE15", discountAmount: 200, totalPrice: 500 }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: PRICES_CHANGED,
      discountAmount: 105,
      totalPrice: 595,
      depositAmount: 59.5,
    });
  });

  it("answers a code that cannot be used with 409, its reason and the figures without it", async () => {
    const inactive = await createDiscountCode({ isActive: false });
    for (const [code, message] of [
      ["NOPE", "This discount code is not valid"],
      [inactive.code, "This discount code is no longer active"],
    ]) {
      const data = premium({ promoCode: code });
      const res = await prepare(createClient(), data);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message, field: "promoCode", totalPrice: 700, discountAmount: 0 });
      expect(await rowsFor(data.customerEmail as string)).toEqual([]);
    }
  });

  it("links the order to the signed-in account", async () => {
    const { client, user } = await signedIn();
    const res = await prepare(client, orderData());
    const [row] = await db().select().from(customOrders).where(eq(customOrders.id, res.body.id));
    expect(row!.userId).toBe(user.id);
  });

  it("allows 20 prepares an hour from one address, then answers 429", async () => {
    const client = createClient();
    for (let i = 0; i < 20; i++) expect((await prepare(client, "not json")).status).toBe(400);
    const res = await prepare(client, "not json");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("GET /api/custom-orders/:id", () => {
  it("is readable by the account that placed it, an admin, and the checkout token's holder only", async () => {
    const owner = await signedIn();
    const order = (await prepare(owner.client, orderData())).body;
    const path = `/api/custom-orders/${order.id}`;
    expect((await owner.client.get(path)).status).toBe(200);
    const admin = await signedIn({ role: "admin" });
    expect((await admin.client.get<CustomOrderJson>(path)).body.customerEmail).toBe(order.customerEmail);
    const stranger = await signedIn();
    const denied = await stranger.client.get(path);
    expect(denied.status).toBe(404);
    expect(denied.text).not.toContain(order.customerEmail);
    expect((await createClient().get(path)).status).toBe(404);
    const guest = await createClient().get<CustomOrderJson>(`${path}?token=${order.checkoutToken}`);
    expect(guest.status).toBe(200);
    expect(guest.body).toMatchObject({ id: order.id, status: "pending", depositAmount: order.depositAmount });
    expect(guest.body).not.toHaveProperty("checkoutToken");
  });

  it("answers a wrong token, another order's token and a missing order with the same 404", async () => {
    const a = (await prepare(createClient(), orderData())).body;
    const b = (await prepare(createClient(), orderData())).body;
    const guest = createClient();
    const answers = await Promise.all([
      guest.get(`/api/custom-orders/${a.id}?token=${b.checkoutToken}`),
      guest.get(`/api/custom-orders/${a.id}?token=${"x".repeat(43)}`),
      guest.get(`/api/custom-orders/999999?token=${a.checkoutToken}`),
      guest.get("/api/custom-orders/not-a-number"),
    ]);
    for (const res of answers) expect(res.body).toEqual({ message: expect.any(String), code: "not_found" });
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404]);
  });

  it("shows guest orders to a verified account under their e-mail, and nothing else of that e-mail", async () => {
    const email = `member-${Date.now()}@example.com`;
    const guestOrder = (await prepare(createClient(), orderData({ customerEmail: email.toUpperCase() })))
      .body;
    const someoneElse = await signedIn();
    const theirOrder = (await prepare(someoneElse.client, orderData({ customerEmail: email }))).body;
    const member = await signedIn({ email, emailVerified: true });
    expect((await member.client.get(`/api/custom-orders/${guestOrder.id}`)).status).toBe(200);
    expect((await member.client.get(`/api/custom-orders/${theirOrder.id}`)).status).toBe(404);

    const unverifiedEmail = `unverified-${Date.now()}@example.com`;
    const unverifiedOrder = (await prepare(createClient(), orderData({ customerEmail: unverifiedEmail })))
      .body;
    const unverified = await signedIn({ email: unverifiedEmail });
    expect((await unverified.client.get(`/api/custom-orders/${unverifiedOrder.id}`)).status).toBe(404);
  });

  it("hides an archived order from its owner but not from an admin", async () => {
    const owner = await signedIn();
    const order = (await prepare(owner.client, orderData())).body;
    await db().update(customOrders).set({ archivedAt: new Date() }).where(eq(customOrders.id, order.id));
    expect((await owner.client.get(`/api/custom-orders/${order.id}`)).status).toBe(404);
    const admin = await signedIn({ role: "admin" });
    expect((await admin.client.get(`/api/custom-orders/${order.id}`)).status).toBe(200);
  });
});

describe("customer and admin lists", () => {
  it("user-orders needs a session", async () => {
    const res = await createClient().get("/api/custom-orders/user-orders");
    expect(res.status).toBe(401);
    expect((await createClient().get("/api/custom-orders")).status).toBe(401);
  });

  it("user-orders lists the customer's own paid orders, newest first, and no unpaid checkout", async () => {
    const email = `lister-${Date.now()}@example.com`;
    const me = await signedIn({ email, emailVerified: true });
    const first = await paidOrder(me.client);
    const asGuest = await paidOrder(createClient(), { customerEmail: email });
    const unpaid = (await prepare(me.client, orderData())).body;
    const other = await signedIn();
    const foreign = await paidOrder(other.client);

    const res = await me.client.get<CustomOrderJson[]>("/api/custom-orders/user-orders");
    expect(res.status).toBe(200);
    expect(res.body.map((o) => o.id)).toEqual([asGuest.id, first.id]);
    expect(res.body[0]).toMatchObject({
      status: "deposit_paid",
      totalPrice: 500,
      logoUrl: expect.any(String),
    });
    expect(res.text).not.toContain(foreign.customerEmail);
    expect(res.body.map((o) => o.id)).not.toContain(unpaid.id);

    const own = await me.client.get<CustomOrderJson[]>("/api/custom-orders");
    expect(own.body.map((o) => o.id)).toEqual([asGuest.id, first.id]);
    expect(
      (await other.client.get<CustomOrderJson[]>("/api/custom-orders/user-orders")).body.map((o) => o.id),
    ).toEqual([foreign.id]);
  });

  it("a first-time customer's list is empty, even right after preparing an order", async () => {
    const me = await signedIn();
    await prepare(me.client, orderData());
    expect((await me.client.get("/api/custom-orders/user-orders")).body).toEqual([]);
  });

  it("gives an admin every order, newest first, 50 a page", async () => {
    const admin = await signedIn({ role: "admin" });
    const template = (await rowsFor((await paidOrder(createClient())).customerEmail))[0]!;
    const { id: _id, createdAt: _c, updatedAt: _u, ...columns } = template;
    const base = Date.now() + 60_000;
    const inserted = await db()
      .insert(customOrders)
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          ...columns,
          customerEmail: `bulk${i}@example.com`,
          createdAt: new Date(base + i * 1000),
        })),
      )
      .returning({ id: customOrders.id });
    const page1 = await admin.client.get<CustomOrderJson[]>("/api/custom-orders");
    expect(page1.status).toBe(200);
    expect(page1.body).toHaveLength(50);
    expect(page1.body[0]!.id).toBe(inserted.at(-1)!.id);
    const page2 = await admin.client.get<CustomOrderJson[]>("/api/custom-orders?page=2");
    expect(page2.body[0]!.id).toBe(inserted[4]!.id);
    expect((await admin.client.get("/api/custom-orders?page=0")).status).toBe(400);
    const ids = new Set([...page1.body, ...page2.body].map((o) => o.id));
    expect(ids.size).toBe(page1.body.length + page2.body.length);
  });
});
