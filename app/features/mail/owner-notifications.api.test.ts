// The shop owner is e-mailed for every event that waits for them, each e-mail with a link straight
// to that order or comment in the admin (`/admin/custom-orders/123`, `/admin/blog?comment=9`),
// which the admin opens on arrival.
import { and, desc, eq, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../../db/schema.ts";
import { createBlogPost, createProduct } from "../../../tests/factories.ts";
import { createClient, type TestClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { approvedOrder, balanceToken, payBalance } from "../../../tests/kits/balance-test-kit.ts";
import * as paypal from "../../../tests/kits/paypal-test-kit.ts";
import { orderWithProof } from "../../../tests/kits/proofs-test-kit.ts";
import { signInAsAdmin } from "../../../tests/kits/test-accounts.ts";
import { db } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";

useTestDatabase();
paypal.usePaypalEmulator();

let admin: TestClient;
beforeAll(async () => {
  admin = (await signInAsAdmin()).client;
});

const owner = () => env().ADMIN_EMAIL ?? env().SUPPORT_EMAIL;

/** The newest mail to the owner since `after` (an outbox id) of that template. */
async function ownerMail(template: string, after: number) {
  const [mail] = await db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, owner()), eq(mailOutbox.template, template), gt(mailOutbox.id, after)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail) throw new Error(`no ${template} e-mail to the owner`);
  return mail;
}

const lastOutboxId = async () =>
  (await db().select({ id: mailOutbox.id }).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0]?.id ??
  0;

const link = (path: string) => `${env().publicUrl}/admin/${path}`;

describe("owner notifications", () => {
  it("a new cart order links to it among the regular orders", async () => {
    const before = await lastOutboxId();
    const product = await createProduct({ priceCents: 2_500 });
    const shopper = paypal.newShopper();
    await paypal.addToCart(shopper, product.id, 2);
    const { res } = await paypal.checkout(shopper, { purpose: "cart" });
    expect(res.status).toBe(200);
    const orderId = res.body.orderId!;
    const mail = await ownerMail("owner-notice", before);
    expect(mail.subject).toBe(`New order #${orderId}: $50.00 paid`);
    expect(mail.text).toContain(`2 × ${product.name}`);
    expect(mail.text).toContain(link(`orders/${orderId}`));
    expect(mail.html).toContain(`href="${link(`orders/${orderId}`)}"`);
  });

  it("a new custom order (deposit paid) and its balance paid link to the custom order", async () => {
    const before = await lastOutboxId();
    const { order, shopper } = await approvedOrder(admin);
    const created = await ownerMail("new-order", before);
    expect(created.text).toContain(link(`custom-orders/${order.id}`));

    const token = await balanceToken(admin, order.id);
    const beforeBalance = await lastOutboxId();
    const { captured } = await payBalance(shopper, token);
    expect(captured.status).toBe(200);
    const paid = await ownerMail("balance-paid", beforeBalance);
    expect(paid.text).toContain(link(`custom-orders/${order.id}`));
  });

  it("an approved mockup and a change request link to the custom order", async () => {
    const approved = await orderWithProof(admin);
    const before = await lastOutboxId();
    expect((await createClient().post(`/api/proofs/${approved.token}/approve`)).status).toBe(200);
    const notice = await ownerMail("owner-notice", before);
    expect(notice.subject).toBe(`Mockup approved on order #${approved.order.id}`);
    expect(notice.text).toContain(`approved mockup version ${approved.mockup.version}`);
    expect(notice.text).toContain(link(`custom-orders/${approved.order.id}`));

    const changed = await orderWithProof(admin);
    const beforeChanges = await lastOutboxId();
    const res = await createClient().post(`/api/proofs/${changed.token}/request-changes`, {
      comment: "Make the flag red, please",
    });
    expect(res.status).toBe(200);
    const changes = await ownerMail("mockup-changes-requested", beforeChanges);
    expect(changes.text).toContain("Make the flag red, please");
    expect(changes.text).toContain(link(`custom-orders/${changed.order.id}`));
  });

  it("a comment awaiting moderation links to it in the blog's queue", async () => {
    const post = await createBlogPost();
    const before = await lastOutboxId();
    const res = await createClient().post<{ id: number }>(`/api/blog/posts/${post.slug}/comments`, {
      postId: post.id,
      authorName: "Ada Fairway",
      authorEmail: "ada.fairway@example.com",
      content: "Does the <b>gold</b> plating last?",
    });
    expect(res.status).toBe(201);
    const notice = await ownerMail("owner-notice", before);
    expect(notice.subject).toBe(`New comment awaiting moderation on "${post.title}"`);
    expect(notice.text).toContain("Does the <b>gold</b> plating last?");
    expect(notice.html).not.toContain("<b>gold</b>");
    expect(notice.text).toContain(link(`blog?comment=${res.body.id}`));
  });

  it("a comment caught by the honeypot sends nothing", async () => {
    const post = await createBlogPost();
    const before = await lastOutboxId();
    const res = await createClient().post(`/api/blog/posts/${post.slug}/comments`, {
      postId: post.id,
      authorName: "Bot",
      authorEmail: "bot@example.com",
      content: "Buy now",
      website: "https://spam.example",
    });
    expect(res.status).toBe(201);
    expect(await lastOutboxId()).toBe(before);
  });
});
