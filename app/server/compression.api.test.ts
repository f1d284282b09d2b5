import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createProduct } from "../../tests/factories.ts";
import { useTestDatabase } from "../../tests/helpers/db.ts";
import { createApp } from "./app.ts";

useTestDatabase();

const app = createApp();
const gzipAccepted = { "accept-encoding": "gzip, deflate, br" };

describe("compression", () => {
  it("sends a small JSON answer as it is, with its length", async () => {
    const product = await createProduct();
    const res = await app.request(`/api/products/${product.id}`, { headers: gzipAccepted });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
    expect(JSON.parse(text)).toMatchObject({ id: product.id });
  });

  it("compresses a large JSON answer for a client that accepts gzip", async () => {
    for (let i = 0; i < 8; i++) await createProduct();
    const res = await app.request("/api/products", { headers: gzipAccepted });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("content-length")).toBeNull();
    const list = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8"));
    expect(list.length).toBeGreaterThanOrEqual(8);
  });

  it("keeps the status, headers and shape of error answers", async () => {
    const res = await app.request("/api/products/999999", { headers: gzipAccepted });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ code: "not_found" });
  });
});
