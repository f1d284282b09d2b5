// Receipts carry the order's invoice as a PDF: the cart order's receipt, and the custom order's
// deposit and balance receipts. The outbox names the file; it is made when the mail is sent.
import { and, desc, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../../db/schema.ts";
import { createProduct } from "../../../tests/factories.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { useJobs } from "../../../tests/helpers/jobs.ts";
import { restoreSmtpUrl, setSmtpUrl } from "../../../tests/helpers/smtp-env.ts";
import { approvedOrder, balanceToken, payBalance } from "../../../tests/kits/balance-test-kit.ts";
import * as paypal from "../../../tests/kits/paypal-test-kit.ts";
import { useAdminClient } from "../../../tests/kits/test-accounts.ts";
import { type SmtpPeer, startSmtpPeer } from "../../../tests/peers/smtp-peer.ts";
import { db } from "../../lib/db.server.ts";
import type { OutboxMailJson } from "./mail.schemas.ts";
import { sendOutboxMail } from "./mail.server.ts";

useTestDatabase();
paypal.usePaypalEmulator();
// No workers: each test sends its mail itself, so it knows when the SMTP server has it.
useJobs({ workers: false });
const admin = useAdminClient();

let peer: SmtpPeer;
beforeAll(async () => {
  peer = await startSmtpPeer();
  setSmtpUrl(peer.url);
});
afterAll(async () => {
  restoreSmtpUrl();
  await peer.close();
});

/** Sends the newest mail of that template to `to` and answers what the SMTP server received. */
async function sendNewest(to: string, template: string) {
  const [row] = await db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, template)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  expect(row, `${template} to ${to}`).toBeDefined();
  await sendOutboxMail(row!.id);
  const received = peer.received.filter((m) => m.to.includes(to)).at(-1);
  expect(received).toBeDefined();
  return { row: row!, raw: received!.raw };
}

/** The PDF attachments of a raw MIME message: each one's file name and bytes. */
function pdfAttachments(raw: string): { fileName: string; bytes: Uint8Array }[] {
  const parts = raw.split(/\r?\n--[^\r\n]+/);
  return parts.flatMap((part) => {
    const [head = "", ...body] = part.split(/\r?\n\r?\n/);
    const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
    if (!/Content-Type: application\/pdf/i.test(unfolded)) return [];
    const fileName = /filename="?([^";\r\n]+)"?/i.exec(unfolded)?.[1] ?? "";
    expect(unfolded).toMatch(/Content-Disposition: attachment/i);
    expect(unfolded).toMatch(/Content-Transfer-Encoding: base64/i);
    return [{ fileName, bytes: new Uint8Array(Buffer.from(body.join("").replace(/\s+/g, ""), "base64")) }];
  });
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

const padded = (id: number) => String(id).padStart(5, "0");

describe("the cart order's receipt", () => {
  it("carries the invoice PDF, with the order's number and total", async () => {
    const pin = await createProduct({ name: "Links Flag", priceCents: 1250 });
    const shopper = paypal.newShopper();
    await paypal.addToCart(shopper, pin.id, 2);
    const customer = paypal.testCustomer();
    const { res } = await paypal.checkout(shopper, { customer });
    expect(res.status, res.text).toBe(200);
    const orderId = res.body.orderId!;

    const { row, raw } = await sendNewest(customer.email, "order-receipt");
    expect(row.attachments).toEqual([{ kind: "invoice", orderKind: "regular", orderId }]);
    const [file, ...more] = pdfAttachments(raw);
    expect(more).toEqual([]);
    expect(file!.fileName).toBe(`invoice-R${padded(orderId)}.pdf`);
    const text = await pdfText(file!.bytes);
    expect(text).toContain(`Order #${orderId}`);
    expect(text).toContain("Total $25.00");
    expect(text).toContain("Paid in full");

    // The admin's outbox names the file and links to the owner's copy.
    const mail = await admin.get<OutboxMailJson>(`/api/admin/outbox/${row.id}`);
    expect(mail.body.attachments).toEqual([
      { fileName: `invoice-R${padded(orderId)}.pdf`, url: `/api/orders/regular/${orderId}/invoice.pdf` },
    ]);
  });
});

describe("the custom order's receipts", () => {
  it("the deposit's and the balance's each carry the invoice as it stands", async () => {
    const { order } = await approvedOrder(admin);
    const deposit = await sendNewest(order.customerEmail, "order-received");
    const [depositFile] = pdfAttachments(deposit.raw);
    expect(depositFile!.fileName).toBe(`invoice-C${padded(order.id)}.pdf`);
    // Made when sent: the order is approved by now, its deposit paid, the balance still due.
    const before = await pdfText(depositFile!.bytes);
    expect(before).toContain(`Custom order #${order.id}`);
    expect(before).toContain("Paid $50.00");
    expect(before).toContain("Balance due $450.00");

    const token = await balanceToken(admin, order.id);
    const { captured } = await payBalance(paypal.newShopper(), token);
    expect(captured.status, captured.text).toBe(200);
    const balance = await sendNewest(order.customerEmail, "balance-received");
    const [balanceFile] = pdfAttachments(balance.raw);
    const after = await pdfText(balanceFile!.bytes);
    expect(after).toContain("Paid $500.00");
    expect(after).toContain("Balance due $0.00");
    expect(after).toContain("Balance payment");
  });

  it("the owner's notices carry no invoice", async () => {
    const { order } = await approvedOrder(admin);
    const [notice] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, "new-order"))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(notice!.html).toContain(`#${order.id}`);
    expect(notice!.attachments).toBeNull();
  });
});
