import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createProduct, createUser } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";

useTestDatabase();

const sessionId = () => randomBytes(16).toString("base64url");

describe("signing in moves the guest cart into the account", () => {
  it("merges the browser's guest cart at login, summing quantities", async () => {
    const product = await createProduct();
    const { user, password } = await createUser();
    const sid = sessionId();
    const client = createClient();
    expect(
      (await client.post("/api/cart", { productId: product.id, quantity: 2 }, { "x-session-id": sid }))
        .status,
    ).toBe(201);

    const login = await client.post(
      "/api/auth/login",
      { username: user.username, password },
      { "x-session-id": sid },
    );
    expect(login.status).toBe(200);

    const cart = await client.get<{ quantity: number; product: { name: string } }[]>("/api/cart", {
      "x-session-id": sid,
    });
    expect(cart.body).toEqual([
      expect.objectContaining({ quantity: 2, product: expect.objectContaining({ name: product.name }) }),
    ]);

    // The guest cart is gone: a stranger reusing the old session id sees nothing.
    const stranger = await createClient().get<unknown[]>("/api/cart", { "x-session-id": sid });
    expect(stranger.body).toEqual([]);
  });

  it("merges at registration too", async () => {
    const product = await createProduct();
    const sid = sessionId();
    const client = createClient();
    await client.post("/api/cart", { productId: product.id, quantity: 3 }, { "x-session-id": sid });
    const name = `buyer_${randomBytes(4).toString("hex")}`;
    const reg = await client.post(
      "/api/auth/register",
      { username: name, email: `${name}@example.com`, password: "a-long-password" },
      { "x-session-id": sid },
    );
    expect(reg.status).toBe(201);
    const cart = await client.get<{ quantity: number }[]>("/api/cart", { "x-session-id": sid });
    expect(cart.body.map((i) => i.quantity)).toEqual([3]);
  });
});
