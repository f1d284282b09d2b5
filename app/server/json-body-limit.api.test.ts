// The JSON body limit (app.ts, jsonBodyLimit): a declared length is judged without reading the
// body, a chunked body is counted as it arrives, and a body within the limit still reaches the
// handler whole.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createProduct } from "../../tests/factories.ts";
import { useTestDatabase } from "../../tests/helpers/db.ts";
import { createApp } from "./app.ts";

useTestDatabase();

const MB = 1024 * 1024;
const app = createApp();

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return app.request("http://localhost/api/cart", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: "http://localhost",
      "x-session-id": randomBytes(16).toString("base64url"),
      ...headers,
    },
    body,
    // A stream body needs half duplex in Node's fetch.
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
}

/** A body sent in chunks with no declared length, as `Transfer-Encoding: chunked` arrives. */
function chunked(text: string, chunkSize = 64 * 1024) {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
}

describe("the JSON body limit", () => {
  it("refuses a declared length over 1 MB before reading a byte of it", async () => {
    const res = await post("{}", { "content-length": String(MB + 1) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "The request is too large", code: "payload_too_large" });
  });

  it("counts a chunked body as it arrives and refuses it past 1 MB", async () => {
    const res = await post(chunked(`{"productId":1,"quantity":1,"pad":"${"x".repeat(MB)}"}`));
    expect(res.status).toBe(413);
  });

  it("hands a body within the limit to the handler whole, declared or chunked", async () => {
    const pin = await createProduct();
    const body = JSON.stringify({ productId: pin.id, quantity: 2 });
    const declared = await post(body, { "content-length": String(Buffer.byteLength(body)) });
    expect(declared.status).toBe(201);
    const streamed = await post(chunked(body, 5));
    expect(streamed.status).toBe(201);
    expect(await streamed.json()).toMatchObject({ quantity: 2, product: { id: pin.id } });
  });
});
