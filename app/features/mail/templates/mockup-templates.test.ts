import { describe, expect, test } from "vitest";
import { defaultMailShop } from "../../../../tests/kits/mail-shop.ts";
import { renderMail } from "../render-mail.server.ts";

const shop = defaultMailShop();

const proofUrl = "https://shop.example/proof/abcDEF_123-xyz";
const orderUrl = "https://shop.example/orders/zyx-321_FEDcba";
const ready = {
  orderId: 42,
  customerName: "Ada Lovelace",
  version: 1,
  quantity: 100,
  size: "1 inch",
  plating: "Gold",
  note: "Gold outline, as asked",
  proofUrl,
  orderUrl,
};

describe("mockup-ready", () => {
  test("carries the proof link, the order link and the designer's note", async () => {
    const mail = await renderMail("mockup-ready", ready, shop);
    expect(mail.subject).toBe("Your mockup for order #42 is ready - Fairway Pin Co.");
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(proofUrl);
      expect(part).toContain(orderUrl);
      expect(part).toContain("Hi Ada Lovelace,");
      expect(part).toContain("Gold outline, as asked");
    }
  });

  test("names a later version and leaves out a missing note", async () => {
    const mail = await renderMail("mockup-ready", { ...ready, version: 3, note: null }, shop);
    expect(mail.subject).toBe("Mockup version 3 for order #42 is ready - Fairway Pin Co.");
    expect(mail.text).toContain("Version 3 of the mockup");
    expect(mail.text).not.toContain("A note from our designer");
  });
});

describe("mockup-changes-requested", () => {
  test("shows the customer's comment as text, never as HTML", async () => {
    const mail = await renderMail(
      "mockup-changes-requested",
      {
        orderId: 42,
        customerName: "Ada Lovelace",
        customerEmail: "ada@example.com",
        version: 2,
        comment: 'Make the flag <b>red</b>\n<img src=x onerror="alert(1)">',
        url: "https://shop.example/admin",
      },
      shop,
    );
    expect(mail.subject).toBe("Changes requested on order #42 (mockup v2)");
    expect(mail.html).toContain("&lt;b&gt;red&lt;/b&gt;");
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.text).toContain("https://shop.example/admin");
    expect(mail.text).toContain("ada@example.com");
  });
});
