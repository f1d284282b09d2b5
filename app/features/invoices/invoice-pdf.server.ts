// The invoice as a PDF: the shop and the invoice's facts, who it is billed and shipped to, the
// lines, the totals (right-aligned), the payments and refunds with their dates, and the balance
// due. Drawn with pdfkit from the figures `buildInvoice` made; a long order flows onto more
// pages, the table's headings repeated on each.
import { formatUsd } from "../../lib/money.ts";
import type { Invoice, InvoiceAddress } from "./invoice.ts";
import { pdfFonts } from "./pdf-fonts.server.ts";
import {
  BRASS,
  CONTENT_WIDTH,
  GREEN,
  INK,
  LEFT,
  MUTED,
  PAGE,
  RIGHT,
  Sheet,
  TINT,
} from "./pdf-sheet.server.ts";
import type { InvoiceShop } from "./shop-identity.server.ts";

/**
 * Letter spacing of the labels in capitals: enough to read as labels, little enough that text
 * extraction (search, copy, screen readers) still reads words, not letters.
 */
const LABEL_SPACING = 0.3;

const longDate = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone }).format(new Date(iso));

const label = (sheet: Sheet, text: string, x: number, y: number, width = 160) =>
  sheet.text(text.toUpperCase(), x, y, {
    size: 7.5,
    bold: true,
    color: MUTED,
    spacing: LABEL_SPACING,
    width,
  });

function header(sheet: Sheet, invoice: Invoice, shop: InvoiceShop) {
  const top = PAGE.margin;
  let y = top + sheet.text(shop.name, LEFT, top - 4, { brand: true, size: 22, color: GREEN, width: 300 });
  y += 4;
  const site = shop.url.replace(/^https?:\/\//, "");
  for (const line of [shop.postalAddress, `${shop.supportEmail} · ${shop.supportPhone}`, site]) {
    y += sheet.text(line, LEFT, y, { size: 8.5, color: MUTED, width: 280 });
  }
  sheet.text("Invoice", RIGHT - 220, top - 4, { size: 24, bold: true, width: 220, align: "right" });
  let metaY = top + 32;
  const facts: [string, string][] = [
    ["Invoice no.", invoice.number],
    ["Invoice date", longDate(invoice.date, shop.timeZone)],
    ["Order", invoice.orderLabel],
    ["Status", invoice.statusLabel],
  ];
  for (const [name, value] of facts) {
    sheet.text(name, RIGHT - 220, metaY, { size: 8.5, color: MUTED, width: 90 });
    sheet.text(value, RIGHT - 130, metaY, { size: 8.5, bold: true, width: 130, align: "right" });
    metaY += 13;
  }
  sheet.y = Math.max(y, metaY) + 14;
  sheet.rule(sheet.y);
  sheet.y += 16;
}

const regions = new Intl.DisplayNames("en-US", { type: "region" });

const addressLines = (a: InvoiceAddress) => [
  a.name,
  a.line1,
  ...(a.line2 ? [a.line2] : []),
  `${a.city}, ${a.state} ${a.postalCode}`,
  /^[A-Z]{2}$/.test(a.country) ? (regions.of(a.country) ?? a.country) : a.country,
];

/** Bill to, ship to, and the amount due at a glance. */
function parties(sheet: Sheet, invoice: Invoice) {
  const top = sheet.y;
  const column = (x: number, title: string, lines: string[]) => {
    label(sheet, title, x, top);
    let y = top + 13;
    lines.forEach((line, i) => {
      y += sheet.text(line, x, y, { size: 9.5, bold: i === 0, width: 165, color: i === 0 ? INK : MUTED });
    });
    return y;
  };
  const billed = column(LEFT, "Bill to", [invoice.customer.name, invoice.customer.email]);
  const shipped = column(
    LEFT + 180,
    "Ship to",
    invoice.shipTo ? addressLines(invoice.shipTo) : ["Not given"],
  );
  const boxX = RIGHT - 150;
  sheet.box(boxX, top - 6, 150, 62, TINT);
  const dueTitle = invoice.standing === "cancelled" ? "Order cancelled" : "Balance due";
  label(sheet, dueTitle, boxX + 12, top + 2, 126);
  sheet.text(formatUsd(invoice.balanceDueCents), boxX + 12, top + 15, { size: 18, bold: true, width: 126 });
  const note =
    invoice.standing === "paid" ? "Paid in full — thank you" : `of ${formatUsd(invoice.totalCents)} total`;
  sheet.text(note, boxX + 12, top + 38, {
    size: 8,
    color: invoice.standing === "paid" ? GREEN : MUTED,
    width: 126,
  });
  sheet.y = Math.max(billed, shipped, top + 62) + 22;
}

interface Column {
  heading: string;
  x: number;
  width: number;
  align?: "left" | "right";
}

/** Description, quantity, unit price, amount. */
const LINE_COLUMNS: Column[] = [
  { heading: "Description", x: LEFT + 8, width: 254 },
  { heading: "Qty", x: LEFT + 270, width: 60, align: "right" },
  { heading: "Unit price", x: LEFT + 336, width: 85, align: "right" },
  { heading: "Amount", x: RIGHT - 98, width: 90, align: "right" },
];

/** Date, what it was, PayPal's reference, amount. */
const PAYMENT_COLUMNS: Column[] = [
  { heading: "Date", x: LEFT + 8, width: 120 },
  { heading: "Description", x: LEFT + 136, width: 120 },
  { heading: "Reference", x: LEFT + 262, width: 158 },
  { heading: "Amount", x: RIGHT - 98, width: 90, align: "right" },
];

function tableHeadings(sheet: Sheet, columns: Column[]) {
  sheet.box(LEFT, sheet.y, CONTENT_WIDTH, 20, GREEN);
  for (const c of columns) {
    sheet.text(c.heading.toUpperCase(), c.x, sheet.y + 6.5, {
      size: 7.5,
      bold: true,
      color: "#ffffff",
      spacing: LABEL_SPACING,
      width: c.width,
      align: c.align,
    });
  }
  sheet.y += 26;
}

/** A table's rows, each kept whole on one page; the headings repeat on every page it runs onto. */
function table<T>(sheet: Sheet, columns: Column[], rows: T[], draw: (row: T, y: number) => number) {
  sheet.ensureSpace(60);
  tableHeadings(sheet, columns);
  sheet.onNewPage = () => tableHeadings(sheet, columns);
  for (const row of rows) {
    const height = draw(row, -1);
    sheet.ensureSpace(height + 12);
    sheet.y += draw(row, sheet.y) + 6;
    sheet.rule(sheet.y);
    sheet.y += 6;
  }
  sheet.onNewPage = undefined;
}

function lines(sheet: Sheet, invoice: Invoice) {
  const [desc, qty, unit, amount] = LINE_COLUMNS as [Column, Column, Column, Column];
  // With y = -1 a row is only measured.
  table(sheet, LINE_COLUMNS, invoice.lines, (line, y) => {
    const details = line.details.join("\n");
    if (y < 0) {
      const title = sheet.measure(line.description, { size: 9.5, bold: true, width: desc.width });
      return title + (details ? sheet.measure(details, { size: 8, width: desc.width }) + 1 : 0);
    }
    let height = sheet.text(line.description, desc.x, y, { size: 9.5, bold: true, width: desc.width });
    if (details)
      height += sheet.text(details, desc.x, y + height + 1, { size: 8, color: MUTED, width: desc.width }) + 1;
    const cell = (c: Column, text: string) =>
      sheet.text(text, c.x, y, { size: 9.5, width: c.width, align: c.align });
    cell(qty, String(line.quantity));
    cell(unit, formatUsd(line.unitCents));
    cell(amount, formatUsd(line.amountCents));
    return Math.max(height, 12);
  });
}

/** Label and amount rows in a right-hand block; the last row of `strong` is set bold and larger. */
function figures(sheet: Sheet, rows: [string, string, "strong"?][]) {
  const x = RIGHT - 230;
  sheet.ensureSpace(rows.length * 16 + 12);
  for (const [name, amount, strong] of rows) {
    if (strong) {
      sheet.rule(sheet.y - 3, x, RIGHT, INK, 1);
      sheet.y += 3;
    }
    const style = strong ? { size: 11, bold: true } : { size: 9.5, color: MUTED };
    sheet.text(name, x, sheet.y, { ...style, width: 140 });
    sheet.text(amount, RIGHT - 98, sheet.y, { ...style, color: INK, width: 90, align: "right" });
    sheet.y += strong ? 20 : 15;
  }
}

function totals(sheet: Sheet, invoice: Invoice) {
  sheet.y += 4;
  const rows: [string, string, "strong"?][] = [["Subtotal", formatUsd(invoice.subtotalCents)]];
  if (invoice.discountCents > 0) {
    const code = invoice.discountCode ? ` (${invoice.discountCode})` : "";
    rows.push([`Discount${code}`, formatUsd(-invoice.discountCents)]);
  }
  // Custom orders ship free unless the owner set custom-order rates; a cart order shows $0.00.
  const free = invoice.kind === "custom" ? "Free" : formatUsd(0);
  rows.push(["Shipping", invoice.shippingCents > 0 ? formatUsd(invoice.shippingCents) : free]);
  rows.push(["Sales tax", formatUsd(invoice.taxCents)]);
  if (invoice.adjustmentCents !== 0) rows.push(["Adjustment", formatUsd(invoice.adjustmentCents)]);
  rows.push(["Total", formatUsd(invoice.totalCents), "strong"]);
  figures(sheet, rows);
}

function payments(sheet: Sheet, invoice: Invoice, timeZone: string) {
  sheet.y += 14;
  sheet.ensureSpace(80);
  sheet.text("Payments and refunds", LEFT, sheet.y, { size: 11, bold: true });
  sheet.y += 20;
  if (invoice.payments.length === 0) {
    sheet.text("No payment has been received for this order yet.", LEFT, sheet.y, { color: MUTED });
    sheet.y += 20;
  } else {
    const [date, what, reference, amount] = PAYMENT_COLUMNS as [Column, Column, Column, Column];
    table(sheet, PAYMENT_COLUMNS, invoice.payments, (payment, y) => {
      if (y < 0) return 12;
      sheet.text(longDate(payment.at, timeZone), date.x, y, { size: 9.5, width: date.width });
      sheet.text(payment.label, what.x, y, { size: 9.5, width: what.width });
      sheet.text(payment.reference ?? "", reference.x, y + 1, {
        size: 8.5,
        color: MUTED,
        width: reference.width,
      });
      const color = payment.amountCents < 0 ? BRASS : INK;
      sheet.text(formatUsd(payment.amountCents), amount.x, y, {
        size: 9.5,
        width: amount.width,
        align: "right",
        color,
      });
      return 12;
    });
  }
  sheet.y += 4;
  figures(sheet, [
    ["Paid", formatUsd(invoice.paidCents)],
    // + 0: no refund reads "$0.00", not "-$0.00".
    ["Refunded", formatUsd(-invoice.refundedCents + 0)],
    ["Net paid", formatUsd(invoice.netPaidCents)],
    ["Balance due", formatUsd(invoice.balanceDueCents), "strong"],
  ]);
}

/** The invoice's PDF bytes. */
export async function renderInvoicePdf(invoice: Invoice, shop: InvoiceShop): Promise<Buffer> {
  // Every word the invoice prints comes from these two or is the invoice's own English.
  const fonts = await pdfFonts(JSON.stringify([invoice, shop]));
  const sheet = new Sheet(
    {
      title: `Invoice ${invoice.number}`,
      author: shop.name,
      subject: `${shop.name} ${invoice.orderLabel}`,
      running: `Invoice ${invoice.number} · ${invoice.orderLabel}, continued`,
    },
    fonts,
  );
  header(sheet, invoice, shop);
  parties(sheet, invoice);
  lines(sheet, invoice);
  totals(sheet, invoice);
  payments(sheet, invoice, shop.timeZone);
  return sheet.finish(`Thank you for your order. Questions? ${shop.supportEmail} · ${shop.supportPhone}`);
}
