import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartItems, products } from "../../../db/schema.ts";
import { createProduct, createUser, signIn } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { db } from "../../lib/db.server.ts";
import type { CartItemJson } from "./cart.schemas.ts";
import { addToCart, clearCart, getCart, mergeGuestCart } from "./cart.server.ts";

useTestDatabase();

const newSessionId = () => randomBytes(16).toString("base64url");

/** A guest browser: its own address and its own random X-Session-Id. */
function guest(sessionId = newSessionId()) {
  const client = createClient({ headers: { "x-session-id": sessionId } });
  return { client, sessionId };
}

const storedLines = (sessionId: string) =>
  db().select().from(cartItems).where(eq(cartItems.sessionId, sessionId));

describe("the guest cart", () => {
  it("adds a pin, lists it in the cart line's shape, and adds to the same line", async () => {
    const pin = await createProduct({ priceCents: 1250 });
    const { client } = guest();

    const added = await client.post<CartItemJson>("/api/cart", { productId: pin.id, quantity: 2 });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: expect.any(Number),
      quantity: 2,
      product: {
        id: pin.id,
        name: pin.name,
        price: 12.5,
        priceCents: 1250,
        imageUrl: pin.imageUrl,
        picture: null,
        inStock: true,
      },
    });

    const again = await client.post<CartItemJson>("/api/cart", { productId: pin.id, quantity: 3 });
    expect(again.body).toMatchObject({ id: added.body.id, quantity: 5 });

    const list = await client.get<CartItemJson[]>("/api/cart");
    expect(list.status).toBe(200);
    expect(list.body).toEqual([again.body]);
  });

  it("changes a quantity, removes a line and clears the cart", async () => {
    const [a, b] = [await createProduct(), await createProduct()];
    const { client } = guest();
    const line = (await client.post<CartItemJson>("/api/cart", { productId: a.id, quantity: 1 })).body;
    await client.post("/api/cart", { productId: b.id, quantity: 1 });

    const patched = await client.patch(`/api/cart/${line.id}`, { quantity: 7 });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: line.id, quantity: 7 });

    const removed = await client.delete(`/api/cart/${line.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: "Item removed from cart" });
    expect((await client.get<CartItemJson[]>("/api/cart")).body.map((i) => i.product.id)).toEqual([b.id]);

    expect((await client.post("/api/clear-cart")).status).toBe(200);
    expect((await client.get("/api/cart")).body).toEqual([]);
  });

  it("caps a line at 99 and says so, leaving the line as it was", async () => {
    const pin = await createProduct();
    const { client, sessionId } = guest();
    await client.post("/api/cart", { productId: pin.id, quantity: 90 });
    const res = await client.post("/api/cart", { productId: pin.id, quantity: 10 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "You can order at most 99 of one pin", code: "invalid" });
    expect((await storedLines(sessionId)).map((l) => l.quantity)).toEqual([90]);
    expect((await client.post("/api/cart", { productId: pin.id, quantity: 9 })).body).toMatchObject({
      quantity: 99,
    });
  });

  it("never lets concurrent adds pass the cap or split the line", async () => {
    const pin = await createProduct();
    const { client, sessionId } = guest();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => client.post("/api/cart", { productId: pin.id, quantity: 10 })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(9);
    expect(results.filter((r) => r.status === 400)).toHaveLength(1);
    expect((await storedLines(sessionId)).map((l) => l.quantity)).toEqual([90]);
  });

  it("refuses an out-of-stock pin with 409 and an unknown one with 404", async () => {
    const pin = await createProduct({ stockCount: 0 });
    const { client, sessionId } = guest();
    const out = await client.post("/api/cart", { productId: pin.id, quantity: 1 });
    expect(out.status).toBe(409);
    expect(out.body).toMatchObject({ message: "This pin is out of stock", code: "conflict" });
    const unknown = await client.post("/api/cart", { productId: 999999, quantity: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: "Product not found" });
    expect(await storedLines(sessionId)).toEqual([]);
  });

  it("answers each of many adds arriving together its own line (they share statements)", async () => {
    const [pin, other] = [await createProduct({ priceCents: 700 }), await createProduct()];
    const soldOut = await createProduct({ stockCount: 0 });
    const guests = Array.from({ length: 40 }, () => newSessionId());
    const busy = newSessionId();
    const calls = [
      ...guests.map((sessionId, i) => ({
        sessionId,
        productId: i % 2 ? pin.id : other.id,
        quantity: 1 + (i % 3),
      })),
      ...Array.from({ length: 6 }, () => ({ sessionId: busy, productId: pin.id, quantity: 20 })),
      { sessionId: guests[0]!, productId: soldOut.id, quantity: 1 },
      { sessionId: guests[1]!, productId: 999_999, quantity: 1 },
    ];
    const results = await Promise.allSettled(
      calls.map((c) => addToCart({ sessionId: c.sessionId }, c.productId, c.quantity)),
    );
    for (const [i, c] of calls.slice(0, guests.length).entries()) {
      const result = results[i]!;
      expect(result.status).toBe("fulfilled");
      const line = (result as PromiseFulfilledResult<CartItemJson>).value;
      expect(line).toMatchObject({ quantity: c.quantity, product: { id: c.productId } });
      const [stored] = await storedLines(c.sessionId).then((rows) =>
        rows.filter((r) => r.productId === c.productId),
      );
      expect(stored).toMatchObject({ id: line.id, quantity: c.quantity });
    }
    // The same pin in the same cart six times at 20: four fit under 99, two are refused.
    const busyResults = results.slice(guests.length, guests.length + 6);
    expect(busyResults.filter((r) => r.status === "fulfilled")).toHaveLength(4);
    expect((await storedLines(busy)).map((l) => l.quantity)).toEqual([80]);
    const soldOutResult = results.at(-2) as PromiseRejectedResult;
    const unknownResult = results.at(-1) as PromiseRejectedResult;
    expect(soldOutResult.reason).toMatchObject({ message: "This pin is out of stock" });
    expect(unknownResult.reason).toMatchObject({ message: "Product not found" });
  });

  it("lets a line of a pin gone out of stock shrink but not grow", async () => {
    const pin = await createProduct();
    const { client } = guest();
    const line = (await client.post<CartItemJson>("/api/cart", { productId: pin.id, quantity: 3 })).body;
    await db().update(products).set({ stockCount: 0 }).where(eq(products.id, pin.id));
    expect((await client.patch(`/api/cart/${line.id}`, { quantity: 4 })).status).toBe(409);
    expect((await client.patch(`/api/cart/${line.id}`, { quantity: 2 })).status).toBe(200);
  });
});

describe("cart input is a strict integer and nothing else", () => {
  it.each([-1, 0, 1.5, "2", 1e9, null, 2 ** 53, 100])(
    "refuses quantity %s with 400 and stores nothing",
    async (quantity) => {
      const pin = await createProduct();
      const { client, sessionId } = guest();
      const res = await client.post("/api/cart", { productId: pin.id, quantity });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: "invalid",
        message: "Quantity must be a whole number from 1 to 99",
      });
      expect(await storedLines(sessionId)).toEqual([]);
    },
  );

  it.each([-1, 0, 1.5, "2", 1e9, null])(
    "refuses a PATCH to quantity %s and keeps the line",
    async (quantity) => {
      const pin = await createProduct();
      const { client, sessionId } = guest();
      const line = (await client.post<CartItemJson>("/api/cart", { productId: pin.id, quantity: 4 })).body;
      const res = await client.patch(`/api/cart/${line.id}`, { quantity });
      expect(res.status).toBe(400);
      expect((await storedLines(sessionId)).map((l) => l.quantity)).toEqual([4]);
    },
  );

  it.each([{ price: 0.01 }, { priceCents: 1 }, { total: 0 }, { unitPrice: 0.01, userId: 1 }])(
    "refuses a client's %o with 400 and stores nothing",
    async (extra) => {
      const pin = await createProduct();
      const { client, sessionId } = guest();
      const res = await client.post("/api/cart", { productId: pin.id, quantity: 1, ...extra });
      expect(res.status).toBe(400);
      expect(await storedLines(sessionId)).toEqual([]);
      const line = (await client.post<CartItemJson>("/api/cart", { productId: pin.id, quantity: 1 })).body;
      expect((await client.patch(`/api/cart/${line.id}`, { quantity: 2, ...extra })).status).toBe(400);
    },
  );

  it.each([0, -3, 1.5, "7", 2 ** 31])("refuses product id %s with 400", async (productId) => {
    const { client } = guest();
    expect((await client.post("/api/cart", { productId, quantity: 1 })).status).toBe(400);
  });
});

describe("X-Session-Id", () => {
  it.each([
    ["missing", undefined],
    ["too short", "a".repeat(21)],
    ["too long", "a".repeat(129)],
    ["with other characters", `${"a".repeat(22)}/;`],
    ["with spaces", `${"a".repeat(11)} ${"a".repeat(11)}`],
  ])("answers 400 when it is %s", async (_label, sessionId) => {
    const pin = await createProduct();
    const client = createClient(sessionId === undefined ? {} : { headers: { "x-session-id": sessionId } });
    const expected = { message: "Missing or invalid X-Session-Id header", code: "invalid" };
    for (const res of [
      await client.get("/api/cart"),
      await client.post("/api/cart", { productId: pin.id, quantity: 1 }),
      await client.patch("/api/cart/1", { quantity: 1 }),
      await client.delete("/api/cart/1"),
      await client.post("/api/clear-cart"),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual(expected);
    }
  });

  it("accepts the shortest and longest well-formed ids", async () => {
    for (const sessionId of ["A-_z09".padEnd(22, "x"), "q".repeat(128)]) {
      expect((await guest(sessionId).client.get("/api/cart")).status).toBe(200);
    }
  });
});

describe("one cart never reaches another", () => {
  it("answers 404 to another session's PATCH and DELETE and leaves the line alone", async () => {
    const pin = await createProduct();
    const a = guest();
    const b = guest();
    const line = (await a.client.post<CartItemJson>("/api/cart", { productId: pin.id, quantity: 3 })).body;

    for (const res of [
      await b.client.patch(`/api/cart/${line.id}`, { quantity: 1 }),
      await b.client.delete(`/api/cart/${line.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: "Cart item not found", code: "not_found" });
    }
    await b.client.post("/api/clear-cart");
    expect((await b.client.get("/api/cart")).body).toEqual([]);
    expect((await a.client.get<CartItemJson[]>("/api/cart")).body).toMatchObject([
      { id: line.id, quantity: 3 },
    ]);
  });

  it("answers 404 to an item id that does not exist or is not a number", async () => {
    const { client } = guest();
    for (const id of ["999999", "abc", "1e3"]) {
      expect((await client.patch(`/api/cart/${id}`, { quantity: 1 })).status).toBe(404);
      expect((await client.delete(`/api/cart/${id}`)).status).toBe(404);
    }
  });
});

describe("a signed-in shopper's cart belongs to the account", () => {
  it("keeps the account's lines apart from the browser's session cart", async () => {
    const pin = await createProduct();
    const { user, password } = await createUser();
    const { client, sessionId } = guest();
    await signIn(client, user.username, password);

    const line = await client.post<CartItemJson>("/api/cart", { productId: pin.id, quantity: 2 });
    expect(line.status).toBe(201);
    const [stored] = await db().select().from(cartItems).where(eq(cartItems.id, line.body.id));
    expect(stored).toMatchObject({ userId: user.id, sessionId: null });

    expect((await guest(sessionId).client.get("/api/cart")).body).toEqual([]);
    const withoutHeader = createClient();
    await signIn(withoutHeader, user.username, password);
    expect((await withoutHeader.get<CartItemJson[]>("/api/cart")).body).toMatchObject([
      { id: line.body.id, quantity: 2 },
    ]);

    const other = await createUser();
    const otherClient = createClient();
    await signIn(otherClient, other.user.username, other.password);
    expect((await otherClient.delete(`/api/cart/${line.body.id}`)).status).toBe(404);
  });

  it("merges the guest cart into the account on sign-in, summing lines up to 99", async () => {
    const [a, b, c] = [await createProduct(), await createProduct(), await createProduct()];
    const { user } = await createUser();
    const sessionId = newSessionId();
    const other = newSessionId();
    await addToCart({ userId: user.id }, b.id, 60);
    await addToCart({ userId: user.id }, c.id, 1);
    await addToCart({ sessionId }, a.id, 3);
    await addToCart({ sessionId }, b.id, 50);
    await addToCart({ sessionId: other }, a.id, 1);

    await mergeGuestCart(sessionId, user.id);

    const cart = await getCart({ userId: user.id });
    expect(cart.items.map((i) => [i.product.id, i.quantity]).sort((x, y) => x[0]! - y[0]!)).toEqual([
      [a.id, 3],
      [b.id, 99],
      [c.id, 1],
    ]);
    expect(cart.itemCount).toBe(103);
    expect(cart.subtotalCents).toBe(103 * 1200);
    expect((await getCart({ sessionId })).items).toEqual([]);
    expect((await getCart({ sessionId: other })).items).toHaveLength(1);

    await mergeGuestCart(sessionId, user.id);
    expect((await getCart({ userId: user.id })).itemCount).toBe(103);
  });

  it("empties a cart inside a caller's transaction, and not when that transaction fails", async () => {
    const pin = await createProduct();
    const sessionId = newSessionId();
    await addToCart({ sessionId }, pin.id, 2);
    await expect(
      db().transaction(async (tx) => {
        await clearCart({ sessionId }, tx);
        throw new Error("capture failed");
      }),
    ).rejects.toThrow("capture failed");
    expect((await getCart({ sessionId })).itemCount).toBe(2);
    await db().transaction((tx) => clearCart({ sessionId }, tx));
    expect((await getCart({ sessionId })).itemCount).toBe(0);
  });
});
