import { describe, expect, test } from "vitest";
import { defaultMailShop } from "../../../../tests/kits/mail-shop.ts";
import { renderMail } from "../render-mail.server.ts";

const shop = defaultMailShop();
const data = {
  code: "SAVE15",
  offer: "15% off",
  terms: "On orders of $50.00 or more.",
  shopUrl: "http://localhost:3000/custom",
  unsubscribeUrl: "http://localhost:3000/unsubscribe/abcDEF_123-xyz",
};

describe("the discount-campaign e-mail", () => {
  test("carries the code, its terms, the shop link, the unsubscribe link and the postal address", async () => {
    const mail = await renderMail("discount-campaign", data, shop);
    expect(mail.subject).toBe("15% off your next order at Fairway Pin Co.: use code SAVE15");
    expect(mail.html).toContain(`href="${data.unsubscribeUrl}"`);
    expect(mail.html).toContain(`href="${data.shopUrl}"`);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("SAVE15");
      expect(part).toContain(data.terms);
      expect(part).toContain(data.unsubscribeUrl);
      expect(part).toContain(shop.postalAddress);
    }
    expect(mail.text).not.toContain("<");
  });

  test("without terms it leaves the line out", async () => {
    const mail = await renderMail("discount-campaign", { ...data, terms: null }, shop);
    expect(mail.text).not.toContain("On orders of");
  });
});
