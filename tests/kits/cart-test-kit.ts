import { vi } from "vitest";
import type { CartItemJson } from "../../app/features/cart/cart.schemas.ts";

// The shop's cart and discount calls as component tests see them: a global fetch that keeps a
// cart, answers as the API does, and can hold any write until the test lets it go.

export function cartLine(id: number, name: string, priceCents: number, quantity: number): CartItemJson {
  return {
    id,
    quantity,
    product: {
      id: id + 100,
      name,
      price: priceCents / 100,
      priceCents,
      imageUrl: `/images/products/${id}.svg`,
      picture: null,
      inStock: true,
    },
  };
}

type Validation = { valid: boolean; code?: string; discountAmount?: number; error?: string };

interface FakeCartApi {
  items: CartItemJson[];
  /** The validate answer for a code and an order amount in dollars; "network" throws. */
  validate: (code: string, orderAmount: number) => Validation | "network";
  /** The next PATCH or DELETE answers this status (and body) instead of succeeding. */
  /** The next write's failure; `statusText` as a real server sends it ("Internal Server Error"). */
  failNext: { status: number; body: string; statusText?: string } | "network" | null;
  calls: { method: string; url: string; body: unknown }[];
  /** Holds every call (reads too) until `release()`. */
  hold(): void;
  release(): void;
}

/** 15% off, as SAVE15; anything else is unknown to the shop. */
export const save15 = (code: string, orderAmount: number): Validation =>
  code === "SAVE15"
    ? { valid: true, code, discountAmount: Math.round(orderAmount * 15) / 100 }
    : { valid: false, error: "This discount code is not valid" };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export function fakeCartApi(items: CartItemJson[]): FakeCartApi {
  let gate: Promise<void> | null = null;
  let open = () => {};
  const api: FakeCartApi = {
    items: structuredClone(items),
    validate: save15,
    failNext: null,
    calls: [],
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release() {
      gate = null;
      open();
    },
  };

  const write = (apply: () => Response): Response => {
    const failure = api.failNext;
    api.failNext = null;
    if (failure === "network") throw new TypeError("Failed to fetch");
    if (failure)
      return new Response(failure.body, { status: failure.status, statusText: failure.statusText });
    return apply();
  };

  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      api.calls.push({ method, url, body });
      if (gate) await gate;
      const itemId = Number(url.split("/").pop());
      if (url === "/api/cart" && method === "GET") return json(api.items);
      if (url === "/api/discount-codes/validate") {
        const answer = api.validate(body.code, body.orderAmount);
        if (answer === "network") throw new TypeError("Failed to fetch");
        return json(
          answer.valid
            ? { valid: true, discountCode: { code: answer.code }, discountAmount: answer.discountAmount }
            : { valid: false, discountAmount: 0, ...(answer.error ? { error: answer.error } : {}) },
        );
      }
      if (method === "PATCH") {
        return write(() => {
          const line = api.items.find((item) => item.id === itemId)!;
          line.quantity = body.quantity;
          return json(line);
        });
      }
      if (method === "DELETE") {
        return write(() => {
          api.items = api.items.filter((item) => item.id !== itemId);
          return json({ message: "Item removed from cart" });
        });
      }
      return json({ message: "Not found", code: "not_found" }, 404);
    }),
  );
  return api;
}
