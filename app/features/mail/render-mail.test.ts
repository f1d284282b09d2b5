import { describe, expect, test } from "vitest";
import { defaultMailShop } from "../../../tests/kits/mail-shop.ts";
import { env } from "../../lib/env.server.ts";
import { renderMail } from "./render-mail.server.ts";

const shop = defaultMailShop();
const url = "http://localhost:3000/some-page?token=abc_DEF-123";

// One row per template: its data, the subject it must produce, and the link it must carry.
const cases = [
  {
    template: "verify-email",
    data: { username: "ada", url },
    subject: "Confirm your e-mail address for Fairway Pin Co.",
    link: url,
  },
  {
    template: "password-reset",
    data: { username: "ada", url },
    subject: "Reset your Fairway Pin Co. password",
    link: url,
  },
  {
    template: "custom-order-update",
    data: { step: "delivered", orderId: 7, customerName: "ada", quantity: 100, url },
    subject: "Order #7 has been delivered - Fairway Pin Co.",
    link: url,
  },
  {
    template: "welcome",
    data: { username: "ada" },
    subject: "Welcome to Fairway Pin Co.!",
    link: `${env().publicUrl}/custom`,
  },
] as const;

describe("mail templates", () => {
  test.each(cases)("$template renders subject, link, greeting and the shop's address", async (c) => {
    const mail = await renderMail(c.template, c.data, shop);
    expect(mail.subject).toBe(c.subject);
    expect(mail.html).toContain(`href="${c.link.replaceAll("&", "&amp;")}"`);
    expect(mail.text).toContain(c.link);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("Hi ada,");
      expect(part).toContain(shop.postalAddress);
      expect(part).toContain(shop.supportEmail);
    }
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.text).not.toContain("<");
  });

  test("the custom-order e-mails name the in-hands date when the customer gave one", async () => {
    const order = {
      orderId: 7,
      customerName: "ada",
      quantity: 60,
      size: "1 inch",
      plating: "Gold",
      pinBack: "Rubber clutch",
      packaging: ["Just pins"],
      rushOrder: true,
      pricePerPinCents: 625,
      subtotalCents: 37_500,
      rushFeeCents: 10_000,
      discountCents: 0,
      discountCode: null,
      totalCents: 47_500,
      depositCents: 4750,
      balanceCents: 42_750,
      paymentId: "CAP-7",
      url: `${env().publicUrl}/orders/abc`,
    };
    const received = await renderMail("order-received", { ...order, inHandsDate: "2027-05-14" }, shop);
    expect(received.text).toMatch(/In hands by\s+Friday, May 14, 2027/);
    expect((await renderMail("order-received", order, shop)).text).not.toContain("In hands by");
    const making = await renderMail(
      "custom-order-update",
      {
        step: "in_production",
        orderId: 7,
        customerName: "ada",
        quantity: 60,
        inHandsDate: "2027-05-14",
        url: order.url,
      },
      shop,
    );
    expect(making.text).toContain("You told us you need them by Friday, May 14, 2027.");
  });

  test("the greeting is escaped, never HTML", async () => {
    const mail = await renderMail("welcome", { username: "<b>ada</b>" }, shop);
    expect(mail.html).toContain("&lt;b&gt;ada&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>ada</b>");
  });

  test("bad data fails loudly, naming the template and the field", async () => {
    await expect(renderMail("verify-email", { username: "ada" }, shop)).rejects.toThrow(
      /verify-email[\s\S]*url/,
    );
    await expect(renderMail("password-reset", { username: "ada", url: "not a url" }, shop)).rejects.toThrow(
      /password-reset/,
    );
    await expect(renderMail("welcome", { username: "ada", extra: 1 }, shop)).rejects.toThrow(/extra/);
  });

  test("an unknown template fails loudly", async () => {
    await expect(renderMail("no-such-mail", {}, shop)).rejects.toThrow(
      'Unknown mail template "no-such-mail"',
    );
  });
});
