import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customOrders } from "../../../db/schema.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { orderData, prepare } from "../../../tests/kits/custom-orders-test-kit.ts";
import {
  HTML_PAGE,
  imageBytes,
  PDF_BYTES,
  pngDeclaring,
  SVG_WITH_SCRIPT,
} from "../../../tests/kits/upload-fixtures.ts";
import { db } from "../../lib/db.server.ts";
import { createApp } from "../../server/app.ts";
import { fileStorage } from "./storage.server.ts";
import { FILE_TOO_LARGE, IMAGE_TOO_LARGE, UNSUPPORTED_FILE, UPLOAD_MAX_BYTES } from "./uploads.schemas.ts";

useTestDatabase();

const MB = 1024 * 1024;
const ordersFor = (email: string) =>
  db().select().from(customOrders).where(eq(customOrders.customerEmail, email));
const UUID_KEY =
  /^\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp|svg|pdf)$/;

/** A multipart body streamed in 64 KB pieces; `pulled` counts what the server actually read. */
function streamedUpload(fileBytes: number, data: unknown) {
  const boundary = `----fairway${randomUUID()}`;
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="orderData"\r\n\r\n${JSON.stringify(data)}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const piece = new Uint8Array(64 * 1024);
  let sent = 0;
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      let chunk: Uint8Array;
      if (sent === 0) chunk = head;
      else if (sent - head.length < fileBytes)
        chunk = piece.subarray(0, Math.min(piece.length, fileBytes - (sent - head.length)));
      else if (sent - head.length === fileBytes) chunk = tail;
      else return controller.close();
      sent += chunk.length;
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return {
    body,
    total: head.length + fileBytes + tail.length,
    pulled: () => pulled,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const rawPost = (body: BodyInit, headers: Record<string, string>) =>
  createApp().request("http://localhost/api/custom-orders/prepare", {
    method: "POST",
    body,
    headers: {
      origin: "http://localhost",
      "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.7`,
      ...headers,
    },
    duplex: "half",
  } as RequestInit);

describe("the 10 MB limit", () => {
  it("answers 413 for an 11 MB file and creates no order", async () => {
    const data = orderData();
    const big = new Uint8Array(11 * MB);
    big.set(PDF_BYTES);
    const res = await prepare(createClient(), data, {
      bytes: big,
      name: "huge.pdf",
      type: "application/pdf",
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: FILE_TOO_LARGE, code: "payload_too_large" });
    expect(await ordersFor(data.customerEmail as string)).toEqual([]);
  });

  it("stops reading a streamed 11 MB body soon after 10 MB, before the handler runs", async () => {
    const data = orderData();
    const upload = streamedUpload(11 * MB, data);
    const res = await rawPost(upload.body, upload.headers);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: FILE_TOO_LARGE });
    expect(upload.pulled()).toBeLessThan(UPLOAD_MAX_BYTES + 200 * 1024);
    expect(upload.pulled()).toBeLessThan(upload.total);
    expect(await ordersFor(data.customerEmail as string)).toEqual([]);
  });

  it("refuses a declared Content-Length over the limit without reading the body at all", async () => {
    const data = orderData();
    const upload = streamedUpload(11 * MB, data);
    const res = await rawPost(upload.body, { ...upload.headers, "content-length": String(upload.total) });
    expect(res.status).toBe(413);
    expect(upload.pulled()).toBeLessThanOrEqual(64 * 1024);
    expect(await ordersFor(data.customerEmail as string)).toEqual([]);
  });

  it("accepts a 3 MB file: the API's 1 MB JSON limit does not apply to uploads", async () => {
    const pdf = new Uint8Array(3 * MB);
    pdf.set(PDF_BYTES);
    const res = await prepare(createClient(), orderData(), { bytes: pdf, name: "artwork.pdf" });
    expect(res.status).toBe(201);
    expect(res.body.logoFileName).toBe("artwork.pdf");
  });

  it("still applies the 1 MB limit to JSON calls", async () => {
    const res = await createClient().post("/api/custom-orders", {
      orderData: { id: 1, pad: "x".repeat(2 * MB) },
    });
    expect(res.status).toBe(413);
  });
});

describe("file types from the bytes", () => {
  it("refuses an HTML page named .png with 400 and stores nothing", async () => {
    const data = orderData();
    const res = await prepare(createClient(), data, {
      bytes: HTML_PAGE,
      name: "logo.png",
      type: "image/png",
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: UNSUPPORTED_FILE, code: "invalid" });
    expect(await ordersFor(data.customerEmail as string)).toEqual([]);
  });

  it("refuses a 20,000 × 20,000 PNG (pixel flood) with 400", async () => {
    const res = await prepare(createClient(), orderData(), {
      bytes: pngDeclaring(20_000, 20_000),
      name: "flood.png",
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(IMAGE_TOO_LARGE);
  });

  it("asks for the logo when none is sent", async () => {
    const form = new FormData();
    form.append("orderData", JSON.stringify(orderData()));
    const res = await createClient().post<{ message: string }>("/api/custom-orders/prepare", form);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please upload your logo and fill in all contact details.");
  });

  it("keeps ../../x only as display text and stores the file under a random key", async () => {
    const res = await prepare(createClient(), orderData(), {
      bytes: await imageBytes("png"),
      name: "../../x",
    });
    expect(res.status).toBe(201);
    expect(res.body.logoFileName).toBe("x");
    expect(res.body.logoUrl).toMatch(UUID_KEY);
    const key = res.body.logoUrl!.slice("/uploads/".length);
    expect((await fileStorage().get(key))?.contentType).toBe("image/png");
  });
});

describe("GET /uploads/:key", () => {
  it("serves an SVG with a script only as a sandboxed attachment, byte for byte", async () => {
    const client = createClient();
    const res = await prepare(client, orderData(), {
      bytes: SVG_WITH_SCRIPT,
      name: "crest.png",
      type: "image/png",
    });
    expect(res.status).toBe(201);
    expect(res.body.logoUrl).toMatch(/\.svg$/);
    const file = await client.get(res.body.logoUrl!);
    expect(file.status).toBe(200);
    expect(file.text).toBe(SVG_WITH_SCRIPT);
    expect(file.headers.get("content-type")).toBe("image/svg+xml");
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="[0-9a-f-]{36}\.svg"$/);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
    expect(file.headers.get("cache-control")).toBe("private, max-age=3600");
  });

  it("serves a PDF as an attachment and a raster image inline", async () => {
    const client = createClient();
    const pdf = await prepare(client, orderData(), { bytes: PDF_BYTES, name: "art.pdf" });
    const gif = await prepare(client, orderData(), { bytes: await imageBytes("gif"), name: "art.gif" });
    const pdfFile = await client.get(pdf.body.logoUrl!);
    expect(pdfFile.headers.get("content-type")).toBe("application/pdf");
    expect(pdfFile.headers.get("content-disposition")).toMatch(/^attachment;/);
    const gifFile = await client.get(gif.body.logoUrl!);
    expect(gifFile.headers.get("content-type")).toBe("image/gif");
    expect(gifFile.headers.get("content-disposition")).toMatch(/^inline;/);
    expect(gifFile.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
    expect(Number(gifFile.headers.get("content-length"))).toBeGreaterThan(0);
  });

  it("answers 404 for keys that were never stored or are not keys", async () => {
    const client = createClient();
    for (const path of [
      `/uploads/${randomUUID()}.png`,
      "/uploads/..%2F..%2Fpackage.json",
      "/uploads/session-secret",
    ]) {
      const res = await client.get(path);
      expect(res.status, path).toBe(404);
    }
  });
});
