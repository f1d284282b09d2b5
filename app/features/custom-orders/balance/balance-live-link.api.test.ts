// One live balance link per order (docs/product-rules.md#links): the link in the approval
// e-mail keeps working after "Generate Balance Link", which answers that same link; "Replace
// link" is the one way to end it, and is recorded; a paid link still opens, showing the order
// paid; a link past its life says so and how to get a new one.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orderLinks } from "../../../../db/schema.ts";
import { createClient, type TestClient } from "../../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../../tests/helpers/db.ts";
import {
  approvedOrder,
  balanceOrder,
  depositPaidOrder,
  generateLink,
  historyOf,
  mailsOf,
  payBalance,
  readBalance,
  replaceLink,
  tokenOf,
} from "../../../../tests/kits/balance-test-kit.ts";
import { usePaypalEmulator } from "../../../../tests/kits/paypal-test-kit.ts";
import { proofTokenFromMail, uploadMockup } from "../../../../tests/kits/proofs-test-kit.ts";
import { signInAsAdmin } from "../../../../tests/kits/test-accounts.ts";
import { db } from "../../../lib/db.server.ts";
import {
  BALANCE_ALREADY_PAID,
  BALANCE_LINK_EXPIRED,
  BALANCE_LINK_NOT_FOUND,
  BALANCE_LINK_REPLACED_NOTE,
} from "./balance-payment.schemas.ts";

useTestDatabase();
usePaypalEmulator();

let admin: TestClient;
let adminId: number;
beforeAll(async () => {
  const signedIn = await signInAsAdmin();
  admin = signedIn.client;
  adminId = signedIn.user.id;
});

/** The customer approves the mockup through the proof link; answers the approval e-mail's link. */
async function approvedByCustomer() {
  const { id, customerEmail, shopper } = await depositPaidOrder();
  expect((await uploadMockup(admin, id)).status).toBe(201);
  const approved = await createClient().post(
    `/api/proofs/${await proofTokenFromMail(customerEmail)}/approve`,
  );
  expect(approved.status).toBe(200);
  const [mail] = await mailsOf(customerEmail, "balance-link");
  const token = tokenOf(mail?.text);
  if (!token) throw new Error("no balance link in the approval e-mail");
  return { id, customerEmail, shopper, token };
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

describe("the approval e-mail's balance link", () => {
  it("keeps working after Generate Balance Link, which answers that same link twice", async () => {
    const { id, customerEmail, token } = await approvedByCustomer();
    const first = await generateLink(admin, id);
    const second = await generateLink(admin, id);
    expect(first.status).toBe(201);
    expect(tokenOf(first.body.balancePaymentUrl)).toBe(token);
    expect(second.body).toEqual(first.body);
    expect(first.body.emailed).toBe(false);
    expect((await readBalance(createClient(), token)).body).toMatchObject({ id, status: "approved" });
    // The customer is not sent the link they already hold again.
    expect(await mailsOf(customerEmail, "balance-link")).toHaveLength(1);
  });

  it("opens after payment with the order paid (Payment Complete!), never 404, and pays nothing twice", async () => {
    const { id, shopper, token } = await approvedByCustomer();
    const paid = await payBalance(shopper, token);
    expect(paid.captured.status).toBe(200);
    const read = await readBalance(createClient(), token);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id, status: "balance_paid", remainingBalance: 0 });
    const again = await balanceOrder(shopper, token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(BALANCE_ALREADY_PAID);
  });
});

describe("POST /api/custom-orders/{id}/replace-balance-link (admin)", () => {
  it("ends the old link (404), makes and e-mails a new one, and records it with the admin", async () => {
    const { id, customerEmail, token } = await approvedByCustomer();
    const res = await replaceLink(admin, id);
    expect(res.status).toBe(201);
    const fresh = tokenOf(res.body.balancePaymentUrl)!;
    expect(fresh).not.toBe(token);
    expect(res.body.emailed).toBe(true);
    const old = await readBalance(createClient(), token);
    expect(old.status).toBe(404);
    expect(old.body).toEqual({ message: BALANCE_LINK_NOT_FOUND, code: "not_found" });
    expect((await readBalance(createClient(), fresh)).body).toMatchObject({ id, status: "approved" });
    expect(tokenOf((await mailsOf(customerEmail, "balance-link"))[0]?.text)).toBe(fresh);
    // Generate now answers the new link.
    expect(tokenOf((await generateLink(admin, id)).body.balancePaymentUrl)).toBe(fresh);
    expect((await historyOf(id)).at(-1)).toMatchObject({
      note: BALANCE_LINK_REPLACED_NOTE,
      changedByUserId: adminId,
      fromStatus: "approved",
      toStatus: "approved",
    });
  });

  it("is for admins only, and refused before the design is approved", async () => {
    const { order } = await approvedOrder(admin);
    expect((await replaceLink(createClient(), order.id)).status).toBe(401);
    await admin.patch(`/api/custom-orders/${order.id}/status`, { status: "awaiting_approval" });
    expect((await replaceLink(admin, order.id)).status).toBe(409);
    expect((await replaceLink(admin, 2_000_000_000)).status).toBe(404);
  });
});

describe("a balance link's life", () => {
  it("answers 410 with how to get a new link once expired; Generate then makes a new one", async () => {
    const { id, customerEmail, token } = await approvedByCustomer();
    await db()
      .update(orderLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orderLinks.tokenHash, hashOf(token)));
    const read = await readBalance(createClient(), token);
    expect(read.status).toBe(410);
    expect(read.body).toEqual({ message: BALANCE_LINK_EXPIRED, code: "gone" });
    const fresh = await generateLink(admin, id);
    expect(tokenOf(fresh.body.balancePaymentUrl)).not.toBe(token);
    expect(fresh.body.emailed).toBe(true);
    expect((await readBalance(createClient(), tokenOf(fresh.body.balancePaymentUrl)!)).status).toBe(200);
    expect(await mailsOf(customerEmail, "balance-link")).toHaveLength(2);
  });

  it("lasts at least 90 days from when it was last given out, and stores only the token's hash", async () => {
    const { id, token } = await approvedByCustomer();
    await generateLink(admin, id);
    const [row] = await db()
      .select()
      .from(orderLinks)
      .where(eq(orderLinks.tokenHash, hashOf(token)));
    expect(row!.expiresAt!.getTime()).toBeGreaterThanOrEqual(Date.now() + 89.9 * 24 * 60 * 60 * 1000);
    expect(JSON.stringify(row)).not.toContain(token);
  });
});
