// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../../components/ui/sonner.tsx";
import { SESSION_ID_KEY } from "../../cart/index.ts";
import { AddToCart } from "./add-to-cart.tsx";

const pin = { id: 3, name: "Hole in One Commemorative Pin", inStock: true };

function serve(status: number, message = "nope") {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(status < 400 ? "{}" : JSON.stringify({ message, code: "invalid" }), { status }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderButton(product = pin) {
  return render(
    <>
      <AddToCart product={product} />
      <Toaster />
    </>,
  );
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("AddToCart", () => {
  it("posts one pin with the browser's session id, toasts and refreshes the cart badge", async () => {
    const fetchMock = serve(201);
    const changed = vi.fn();
    window.addEventListener("fairway:cart-changed", changed);
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Add to Cart" }));

    expect(await screen.findByText("Added to Cart")).toBeTruthy();
    expect(screen.getByText("Hole in One Commemorative Pin has been added to your cart.")).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/cart");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ productId: 3, quantity: 1 });
    expect(new Headers(init?.headers).get("X-Session-Id")).toBe(localStorage.getItem(SESSION_ID_KEY));
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    window.removeEventListener("fairway:cart-changed", changed);
  });

  it("sends the quantity chosen with the stepper, between 1 and 99", async () => {
    const fetchMock = serve(201);
    renderButton();
    const decrease = screen.getByRole("button", { name: "Decrease quantity" });
    expect((decrease as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    await userEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    await userEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ productId: 3, quantity: 3 });

    const field = screen.getByRole("spinbutton", { name: "Quantity" });
    await userEvent.clear(field);
    await userEvent.type(field, "250");
    expect((field as HTMLInputElement).value).toBe("99");
  });

  it("shows the shop's error toast when the cart refuses", async () => {
    serve(500);
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(await screen.findByText("Error")).toBeTruthy();
    expect(screen.getByText("Failed to add item to cart")).toBeTruthy();
  });

  it("says what is left when the shop refuses for lack of stock", async () => {
    serve(409, "Only 2 of Hole in One Commemorative Pin are left.");
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(await screen.findByText("Only 2 of Hole in One Commemorative Pin are left.")).toBeTruthy();
  });

  it("is disabled when the pin is out of stock", () => {
    const fetchMock = serve(201);
    renderButton({ ...pin, inStock: false });
    expect((screen.getByRole("button", { name: "Add to Cart" }) as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
