// Validation in the route chain (validate.ts): what a caller hears when a body, an id or a
// field is wrong, through the real app's routes.
import { describe, expect, it } from "vitest";
import { createClient } from "../../tests/helpers/client.ts";
import { useTestDatabase } from "../../tests/helpers/db.ts";
import { orderData } from "../../tests/kits/custom-orders-test-kit.ts";
import { CART_QUANTITY_MESSAGE } from "../features/cart/cart.schemas.ts";

useTestDatabase();

const shopper = () => createClient({ headers: { "x-session-id": "s".repeat(22) } });

/** The multipart form of `POST /api/custom-orders/prepare`, with a small stand-in logo. */
function prepareForm(orderData: Record<string, unknown>): FormData {
  const form = new FormData();
  form.set("orderData", JSON.stringify(orderData));
  form.set("logo", new File([new Uint8Array([137, 80, 78, 71])], "crest.png", { type: "image/png" }));
  return form;
}

const ORDER = orderData({ customerEmail: "ada@example.com" });

describe("a refused field", () => {
  it("is named in the message when an option is missing from a prepared order", async () => {
    const { size: _size, ...withoutSize } = ORDER;
    const res = await shopper().post("/api/custom-orders/prepare", prepareForm(withoutSize));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "size: Required", code: "invalid" });
    expect(res.body).toMatchObject({ issues: [{ path: "size", message: "size: Required" }] });
  });

  it("is named in the message when a JSON body's field has the wrong type", async () => {
    const res = await shopper().post("/api/analytics/pageview", { path: "/", referrer: 42 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: "referrer: Invalid input: expected string, received number",
      code: "invalid",
    });
  });

  it("keeps a schema's own message word for word", async () => {
    const cart = await shopper().post("/api/cart", { productId: 1, quantity: "many" });
    expect(cart.status).toBe(400);
    expect(cart.body).toMatchObject({ message: CART_QUANTITY_MESSAGE, code: "invalid" });
    const res = await shopper().post(
      "/api/custom-orders/prepare",
      prepareForm({ ...ORDER, customerEmail: "not-an-address" }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "Please enter a valid email address", code: "invalid" });
  });

  it("refuses a field a strict body does not have, by its name", async () => {
    const res = await shopper().post("/api/cart", { productId: 1, quantity: 1, priceCents: 1 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Unrecognized key: "priceCents"', code: "invalid" });
  });
});

describe("a body that is not JSON", () => {
  it("is a 415 in another media type and a 400 when it does not parse", async () => {
    const client = shopper();
    const text = await client.post("/api/cart", "productId=1", { "content-type": "text/plain" });
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ message: "Send the request body as JSON", code: "unsupported_media_type" });
    const broken = await client.post("/api/cart", "{ productId: 1", { "content-type": "application/json" });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: "The request body is not valid JSON", code: "invalid" });
  });
});

describe("an id in the path that is not an id", () => {
  it("names nothing: a 404 with the route's own message", async () => {
    const res = await createClient().get("/api/products/abc");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Product not found", code: "not_found" });
  });
});
