// `POST /api/import-customers`: a CSV of customers, or the customers of past
// orders when no file is sent.
import { eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { customers, customOrders } from "../../../db/schema.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { createCustomers, randomTag } from "../../../tests/kits/marketing-test-kit.ts";
import { createOrder } from "../../../tests/kits/orders-test-kit.ts";
import { signUp, useAdminClient } from "../../../tests/kits/test-accounts.ts";
import { db } from "../../lib/db.server.ts";
import { EMPTY_FILE, NOT_TEXT } from "./customer-import.server.ts";
import { MISSING_EMAIL_COLUMN } from "./import-rows.ts";
import { IMPORT_TOO_LARGE, type ImportResultJson } from "./marketing.schemas.ts";

useTestDatabase();

const admin = useAdminClient();
beforeEach(async () => {
  await db().delete(customers);
});

type ImportAnswer = { result: ImportResultJson; message?: string; code?: string };

function csvForm(content: string | Uint8Array<ArrayBuffer>, name = "customers.csv"): FormData {
  const form = new FormData();
  form.append("file", new File([content], name, { type: "text/csv" }));
  return form;
}

const importFile = (content: string | Uint8Array<ArrayBuffer>, client = admin) =>
  client.post<ImportAnswer>("/api/import-customers", csvForm(content));

const customerRow = async (email: string) =>
  (await db().select().from(customers).where(eq(customers.email, email)))[0];

/**
 * 10,000 data rows (header on line 1, a blank line after every 500th row): every 100th row's
 * e-mail is bad, every 250th row repeats the row before it in capitals; a third consent.
 */
function bigCsv(tag: string) {
  const lines = ["Name,EMAIL,Phone,Consent"];
  const bad: number[] = [];
  let valid = 0;
  let repeats = 0;
  let consenting = 0;
  let previous = "";
  for (let i = 1; i <= 10_000; i++) {
    const consent = i % 3 === 0 ? ["yes", "Y", "TRUE", "1"][i % 4]! : i % 3 === 1 ? "no" : "";
    let email = `${tag}-${i}@example.com`;
    if (i % 100 === 0) email = `not-an-email-${i}`;
    else if (i % 250 === 1 && i > 1) email = previous.toUpperCase();
    lines.push(`"Golfer ${i}, Jr.",${email},555-01${i},${consent}`);
    if (i % 100 === 0) bad.push(lines.length);
    else if (i % 250 === 1 && i > 1) repeats++;
    else {
      valid++;
      if (i % 3 === 0) consenting++;
    }
    if (i % 100 !== 0) previous = email;
    if (i % 500 === 0) lines.push("");
  }
  return { csv: `${lines.join("\r\n")}\r\n`, bad, valid, repeats, consenting };
}

describe("a 10,000-row CSV", () => {
  test("imports every good row once, counts duplicates, reports bad rows by line; again imports nothing", async () => {
    const tag = randomTag();
    const file = bigCsv(tag);
    // Two rows of the file (both saying yes) are customers already: one who never consented,
    // one who unsubscribed.
    await db()
      .insert(customers)
      .values([
        { email: `${tag}-6@example.com`, source: "orders", marketingConsent: false },
        {
          email: `${tag}-9@example.com`,
          source: "orders",
          marketingConsent: false,
          unsubscribedAt: new Date(),
        },
      ]);

    const started = Date.now();
    const res = await importFile(file.csv);
    const seconds = (Date.now() - started) / 1000;
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      source: "file",
      imported: file.valid - 2,
      duplicates: file.repeats + 2,
      skipped: file.bad.length,
      updated: 2,
      errorCount: file.bad.length,
    });
    expect(res.body.result.errors).toHaveLength(file.bad.length);
    expect(res.body.result.errors[0]).toEqual({
      line: file.bad[0],
      reason: '"not-an-email-100" is not a valid e-mail address',
    });
    expect(res.body.result.errors.map((e) => e.line)).toEqual(file.bad);
    expect(seconds).toBeLessThan(120);

    const first = await customerRow(`${tag}-3@example.com`);
    expect(first).toMatchObject({
      name: "Golfer 3, Jr.",
      source: "import",
      marketingConsent: true,
      consentSource: "import",
    });
    expect(first!.consentAt).toBeInstanceOf(Date);
    expect(await customerRow(`${tag}-1@example.com`)).toMatchObject({
      marketingConsent: false,
      consentAt: null,
    });
    // A known customer who never consented now has, from the import; the unsubscribed one stays out.
    expect(await customerRow(`${tag}-6@example.com`)).toMatchObject({
      marketingConsent: true,
      consentSource: "import",
      source: "orders",
      name: "Golfer 6, Jr.",
    });
    const unsubscribed = await customerRow(`${tag}-9@example.com`);
    expect(unsubscribed).toMatchObject({ marketingConsent: false, consentAt: null, name: "Golfer 9, Jr." });
    expect(unsubscribed!.unsubscribedAt).toBeInstanceOf(Date);

    const again = await importFile(file.csv);
    expect(again.body.result).toMatchObject({
      imported: 0,
      updated: 0,
      duplicates: file.valid + file.repeats,
      skipped: file.bad.length,
    });
  }, 240_000);

  test("caps the listed errors at 100 and still counts them all", async () => {
    const lines = ["email"];
    for (let i = 0; i < 150; i++) lines.push(`broken-${i}`);
    lines.push("fine@example.com");
    const res = await importFile(lines.join("\n"));
    expect(res.body.result).toMatchObject({ imported: 1, skipped: 150, errorCount: 150 });
    expect(res.body.result.errors).toHaveLength(100);
    expect(res.body.result.errors[99]).toMatchObject({ line: 101 });
  });
});

describe("CSV shapes", () => {
  test("semicolons, quotes, a byte-order mark, extra columns and a missing consent column", async () => {
    const csv = '\uFEFFFull Name;E-mail;City\n"Lee; Ada";ADA@Example.com;Irvine\n\n;bo@example.com;\n';
    const res = await importFile(csv);
    expect(res.body.result).toMatchObject({ imported: 2, skipped: 0, duplicates: 0 });
    expect(await customerRow("ada@example.com")).toMatchObject({ name: "Lee; Ada", marketingConsent: false });
    expect(await customerRow("bo@example.com")).toMatchObject({ name: null });
  });

  test("a Windows-1252 file from an older Excel keeps its accents", async () => {
    const bytes = new Uint8Array([...Buffer.from("email,name\nrene@example.com,Ren"), 0xe9, 0x0a]);
    const res = await importFile(bytes);
    expect(res.body.result.imported).toBe(1);
    expect(await customerRow("rene@example.com")).toMatchObject({ name: "René" });
  });

  test.each([
    ["no email column", "name,consent\nAda,yes\n", MISSING_EMAIL_COLUMN],
    ["no header at all", "ada@example.com,Ada\n", MISSING_EMAIL_COLUMN],
    ["only blank lines", "\n\n\n", EMPTY_FILE],
    ["an empty file", "", EMPTY_FILE],
  ])("refuses %s with 400", async (_label, csv, message) => {
    const res = await importFile(csv);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code: "invalid" });
  });

  test("refuses a binary file with 400", async () => {
    const res = await importFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 1]));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: NOT_TEXT });
  });

  test("refuses a file over 5 MB with 413 and says why", async () => {
    const big = `email\n${"x".repeat(5 * 1024 * 1024 + 100_000)}\n`;
    const res = await importFile(big);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: IMPORT_TOO_LARGE, code: "payload_too_large" });
    expect(await db().select().from(customers)).toEqual([]);
  });
});

describe("importing the customers of past orders", () => {
  async function customOrder(email: string, name: string, status: "pending" | "deposit_paid") {
    await db()
      .insert(customOrders)
      .values({
        customerName: name,
        customerEmail: email,
        quantity: 100,
        size: "1inch",
        plating: "gold",
        pinBack: "rubber",
        packaging: ["just-pins"],
        pricePerPinCents: 525,
        subtotalCents: 52_500,
        totalCents: 52_500,
        depositCents: 5250,
        balanceCents: 47_250,
        status,
      });
  }

  test("adds each buyer once, without consent, and keeps consent already given", async () => {
    const tag = randomTag();
    await createOrder({ customerEmail: `${tag}-a@example.com`, customerName: "Ada Old" });
    await createOrder({ customerEmail: `${tag.toUpperCase()}-A@example.com`, customerName: "Ada New" });
    await createOrder({ customerEmail: `${tag}-b@example.com`, customerName: "Bo" });
    await customOrder(`${tag}-c@example.com`, "Cy", "deposit_paid");
    await customOrder(`${tag}-unpaid@example.com`, "Never Paid", "pending");
    const [subscribed] = await createCustomers(1, "subscribed", `${tag}-s`);
    await createOrder({ customerEmail: subscribed!, customerName: "Sub" });

    const res = await admin.post<ImportAnswer>("/api/import-customers");
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ source: "orders", imported: 3, duplicates: 2, skipped: 0 });
    const rows = await db()
      .select()
      .from(customers)
      .where(
        inArray(customers.email, [
          `${tag}-a@example.com`,
          `${tag}-b@example.com`,
          `${tag}-c@example.com`,
          `${tag}-unpaid@example.com`,
        ]),
      );
    expect(rows.map((r) => r.email).sort()).toEqual([
      `${tag}-a@example.com`,
      `${tag}-b@example.com`,
      `${tag}-c@example.com`,
    ]);
    expect(rows.every((r) => r.source === "orders" && !r.marketingConsent && r.consentAt === null)).toBe(
      true,
    );
    expect(rows.find((r) => r.email === `${tag}-a@example.com`)?.name).toBe("Ada New");
    expect(await customerRow(subscribed!)).toMatchObject({ marketingConsent: true, source: "test" });

    const again = await admin.post<ImportAnswer>("/api/import-customers", {});
    expect(again.body.result).toMatchObject({ imported: 0, duplicates: 5 });
  });

  test("a multipart form without a file imports from orders too", async () => {
    const form = new FormData();
    form.append("note", "no file");
    const res = await admin.post<ImportAnswer>("/api/import-customers", form);
    expect(res.status).toBe(200);
    expect(res.body.result.source).toBe("orders");
  });
});

describe("access", () => {
  test("guests and customers cannot import or list customers", async () => {
    const customer = (await signUp()).client;
    for (const [client, status] of [
      [createClient(), 401],
      [customer, 403],
    ] as const) {
      expect((await importFile("email\na@example.com\n", client)).status).toBe(status);
      expect((await client.get("/api/customers")).status).toBe(status);
    }
    expect(await db().select().from(customers)).toEqual([]);
  });
});

describe("the customers list", () => {
  test("pages newest first, searches e-mail and name, filters by consent", async () => {
    const tag = randomTag();
    await createCustomers(3, "subscribed", `${tag}-s`);
    await createCustomers(2, "unsubscribed", `${tag}-u`);
    await createCustomers(1, "not-subscribed", `${tag}-n`);
    const all = await admin.get<{ email: string }[]>(`/api/customers?q=${tag}`);
    expect(all.headers.get("X-Total-Count")).toBe("6");
    expect(all.body).toHaveLength(6);
    const count = async (status: string) =>
      (await admin.get(`/api/customers?q=${tag}&status=${status}`)).headers.get("X-Total-Count");
    expect(await count("subscribed")).toBe("3");
    expect(await count("unsubscribed")).toBe("2");
    expect(await count("not-subscribed")).toBe("1");
    expect((await admin.get(`/api/customers?status=bogus`)).status).toBe(400);
    const byName = await admin.get<{ email: string }[]>(`/api/customers?q=Golfer%201`);
    expect(byName.body.length).toBeGreaterThanOrEqual(3);
  });
});
