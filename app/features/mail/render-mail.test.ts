import { describe, expect, test } from "vitest";
import { env } from "../../lib/env.server.ts";
import { mailShop, renderMail } from "./render-mail.server.ts";

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
    const shop = mailShop();
    const mail = await renderMail(c.template, c.data);
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

  test("the greeting is escaped, never HTML", async () => {
    const mail = await renderMail("welcome", { username: "<b>ada</b>" });
    expect(mail.html).toContain("&lt;b&gt;ada&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>ada</b>");
  });

  test("bad data fails loudly, naming the template and the field", async () => {
    await expect(renderMail("verify-email", { username: "ada" })).rejects.toThrow(/verify-email[\s\S]*url/);
    await expect(renderMail("password-reset", { username: "ada", url: "not a url" })).rejects.toThrow(
      /password-reset/,
    );
    await expect(renderMail("welcome", { username: "ada", extra: 1 })).rejects.toThrow(/extra/);
  });

  test("an unknown template fails loudly", async () => {
    await expect(renderMail("no-such-mail", {})).rejects.toThrow('Unknown mail template "no-such-mail"');
  });
});
