// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cartLine, fakeCartApi } from "../../../../tests/kits/cart-test-kit.ts";
import type { CartItemJson } from "../cart.schemas.ts";

// Each test imports the page's modules afresh, which takes a moment on a cold cache.
vi.setConfig({ testTimeout: 20_000 });

// The cart drawer's rules against a fake of the shop's API at the
// network boundary. The cart and discount live in module state for the page's lifetime, so each
// test loads the modules afresh, React and Testing Library included.

const PEBBLE = cartLine(1, "Pebble Cove 18th Hole Lapel Pin", 1600, 2);
const MARKER = cartLine(2, "Crossed Clubs Classic Ball Marker", 1200, 1);

let cleanup = () => {};
/** This test's freshly loaded components. */
let fresh: {
  Toaster: typeof import("../../../components/ui/sonner.tsx").Toaster;
  CartButton: typeof import("./cart-button.tsx").CartButton;
};

function HomePage() {
  const { CartButton, Toaster } = fresh;
  return (
    <>
      <CartButton />
      <Toaster />
    </>
  );
}

function CheckoutPage() {
  return <main>Checkout page</main>;
}

async function openDrawer(items: CartItemJson[], options: { holdCart?: boolean } = {}) {
  vi.resetModules();
  const api = fakeCartApi(items);
  if (options.holdCart) api.hold();
  const rtl = await import("@testing-library/react");
  const { default: userEvent } = await import("@testing-library/user-event");
  const { createRoutesStub } = await import("react-router");
  fresh = {
    Toaster: (await import("../../../components/ui/sonner.tsx")).Toaster,
    CartButton: (await import("./cart-button.tsx")).CartButton,
  };
  cleanup = rtl.cleanup;
  const Stub = createRoutesStub([
    { path: "/", Component: HomePage },
    { path: "/checkout", Component: CheckoutPage },
  ]);
  rtl.render(<Stub initialEntries={["/"]} />);
  const user = userEvent.setup();
  await user.click(rtl.screen.getByRole("button", { name: "Open cart" }));
  // The first test of the file also pays for loading the drawer's code: more than the default
  // second on a busy runner.
  const drawer = await rtl.screen.findByRole("dialog", { name: "Shopping Cart" }, { timeout: 5_000 });
  const { screen, within, waitFor } = rtl;
  const inDrawer = within(drawer);
  /** The newest toast's title and description (sonner keeps earlier tests' toasts around). */
  const toast = (title: string, description: string) =>
    waitFor(() => {
      const newest = document.querySelector("[data-sonner-toast]");
      expect(newest?.querySelector("[data-title]")?.textContent).toBe(title);
      expect(newest?.querySelector("[data-description]")?.textContent).toBe(description);
    });
  const text = (testId: string) => inDrawer.getByTestId(testId).textContent;
  return { api, user, screen, drawer, inDrawer, toast, text, waitFor };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("cart drawer: contents", () => {
  it("is titled and described, shows Loading cart... and then the lines with prices and totals", async () => {
    const { api, inDrawer, text } = await openDrawer([PEBBLE, MARKER], { holdCart: true });
    expect(inDrawer.getByText("View and manage items in your shopping cart")).toBeTruthy();
    expect(inDrawer.getByRole("status").textContent).toContain("Loading cart...");
    api.release();
    const lines = await inDrawer.findAllByRole("listitem");
    expect(lines).toHaveLength(2);
    expect(lines[0]!.textContent).toContain("Pebble Cove 18th Hole Lapel Pin");
    expect(lines[0]!.textContent).toContain("$16.00 each");
    expect(lines[0]!.textContent).toContain("$32.00");
    expect(lines[1]!.textContent).toContain("$12.00 each");
    expect(text("cart-subtotal")).toBe("$44.00");
    expect(text("cart-total")).toBe("$44.00");
    expect(text("cart-shipping-note")).toBe("Calculated at checkout");
    expect(inDrawer.queryByTestId("cart-discount")).toBeNull();
  });

  it("shows the empty state with a way to the shop, and no Checkout", async () => {
    const { inDrawer } = await openDrawer([]);
    expect(await inDrawer.findByText("Your cart is empty")).toBeTruthy();
    expect(inDrawer.getByRole("link", { name: "Shop pins" }).getAttribute("href")).toBe("/#shop");
    expect(inDrawer.queryByRole("button", { name: "Checkout" })).toBeNull();
  });

  it("Checkout closes the drawer and goes to /checkout", async () => {
    const { inDrawer, user, screen, waitFor } = await openDrawer([PEBBLE]);
    await user.click(await inDrawer.findByRole("button", { name: "Checkout" }));
    expect(await screen.findByText("Checkout page")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Shopping Cart" })).toBeNull());
  });
});

describe("cart drawer: quantities", () => {
  it("plus adds one, disables every quantity button while pending, then refetches and tells the badge", async () => {
    const { api, inDrawer, user, text, waitFor } = await openDrawer([PEBBLE, MARKER]);
    const plus = await inDrawer.findByRole("button", { name: `Increase quantity of ${MARKER.product.name}` });
    const changed = vi.fn();
    window.addEventListener("fairway:cart-changed", changed);
    api.hold();
    await user.click(plus);
    await waitFor(() => expect(plus).toHaveProperty("disabled", true));
    for (const name of [/Increase quantity/, /Decrease quantity/, /Remove/]) {
      for (const button of inDrawer.getAllByRole("button", { name }))
        expect(button).toHaveProperty("disabled", true);
    }
    api.release();
    await waitFor(() => expect(plus).toHaveProperty("disabled", false));
    expect(api.calls).toContainEqual({ method: "PATCH", url: "/api/cart/2", body: { quantity: 2 } });
    const patched = api.calls.findIndex((c) => c.method === "PATCH");
    expect(api.calls.slice(patched).some((c) => c.method === "GET" && c.url === "/api/cart")).toBe(true);
    expect(text("cart-subtotal")).toBe("$56.00");
    expect(changed).toHaveBeenCalled();
    window.removeEventListener("fairway:cart-changed", changed);
  });

  it("minus above 1 takes one off", async () => {
    const { api, inDrawer, user, text, waitFor } = await openDrawer([PEBBLE]);
    await user.click(
      await inDrawer.findByRole("button", { name: `Decrease quantity of ${PEBBLE.product.name}` }),
    );
    await waitFor(() => expect(text("cart-subtotal")).toBe("$16.00"));
    expect(api.calls).toContainEqual({ method: "PATCH", url: "/api/cart/1", body: { quantity: 1 } });
  });

  it("minus at 1 removes the line with the Success toast", async () => {
    const { api, inDrawer, user, toast } = await openDrawer([PEBBLE, MARKER]);
    await user.click(
      await inDrawer.findByRole("button", { name: `Decrease quantity of ${MARKER.product.name}` }),
    );
    await toast("Success", "Item removed from cart");
    expect(api.calls).toContainEqual({ method: "DELETE", url: "/api/cart/2", body: undefined });
    expect(api.calls.some((c) => c.method === "PATCH")).toBe(false);
    expect(inDrawer.getAllByRole("listitem")).toHaveLength(1);
  });

  it("plus is disabled at 99, the cart's cap", async () => {
    const { inDrawer } = await openDrawer([cartLine(3, "Hole in One Commemorative Pin", 1800, 99)]);
    const plus = await inDrawer.findByRole("button", { name: /Increase quantity/ });
    expect(plus).toHaveProperty("disabled", true);
    expect(inDrawer.getByRole("button", { name: /Decrease quantity/ })).toHaveProperty("disabled", false);
  });

  it("a failed quantity change toasts Error: Failed to update item quantity", async () => {
    const { api, inDrawer, user, toast } = await openDrawer([PEBBLE]);
    api.failNext = { status: 500, body: JSON.stringify({ message: "boom", code: "internal" }) };
    await user.click(await inDrawer.findByRole("button", { name: /Increase quantity/ }));
    await toast("Error", "Failed to update item quantity");
  });

  it("a quantity the stock cannot cover toasts what is left", async () => {
    const { api, inDrawer, user, toast } = await openDrawer([PEBBLE]);
    const message = `Only 2 of ${PEBBLE.product.name} are left.`;
    api.failNext = { status: 409, body: JSON.stringify({ message, code: "conflict" }) };
    await user.click(await inDrawer.findByRole("button", { name: /Increase quantity/ }));
    await toast("Error", message);
  });

  it("Remove deletes the line; a refusal shows the server's message, a network failure or an empty answer the fallback", async () => {
    const { api, inDrawer, user, toast, screen, waitFor } = await openDrawer([PEBBLE, MARKER]);
    api.failNext = {
      status: 404,
      body: JSON.stringify({ message: "Cart item not found", code: "not_found" }),
    };
    await user.click(await inDrawer.findByRole("button", { name: `Remove ${PEBBLE.product.name}` }));
    await toast("Error", "Cart item not found");
    api.failNext = "network";
    await waitFor(() =>
      expect(inDrawer.getByRole("button", { name: `Remove ${PEBBLE.product.name}` })).toHaveProperty(
        "disabled",
        false,
      ),
    );
    await user.click(inDrawer.getByRole("button", { name: `Remove ${PEBBLE.product.name}` }));
    await toast("Error", "Failed to remove item");
    // An error answer with no body has no server message: the fallback, not the status text.
    api.failNext = { status: 500, body: "", statusText: "Internal Server Error" };
    await waitFor(() =>
      expect(inDrawer.getByRole("button", { name: `Remove ${PEBBLE.product.name}` })).toHaveProperty(
        "disabled",
        false,
      ),
    );
    await user.click(inDrawer.getByRole("button", { name: `Remove ${PEBBLE.product.name}` }));
    await toast("Error", "Failed to remove item");
    await waitFor(() =>
      expect(inDrawer.getByRole("button", { name: `Remove ${MARKER.product.name}` })).toHaveProperty(
        "disabled",
        false,
      ),
    );
    await user.click(inDrawer.getByRole("button", { name: `Remove ${MARKER.product.name}` }));
    await toast("Success", "Item removed from cart");
    await waitFor(() => expect(screen.queryByText(MARKER.product.name)).toBeNull());
  });
});

describe("cart drawer: discount code", () => {
  it("types in upper case, applies on Enter with Validating... meanwhile, then shows the saving", async () => {
    const { api, inDrawer, user, toast, text } = await openDrawer([PEBBLE]);
    const input = await inDrawer.findByLabelText("Discount code");
    const apply = inDrawer.getByRole("button", { name: "Apply" });
    expect(apply).toHaveProperty("disabled", true);
    await user.type(input, "save15");
    expect(input).toHaveProperty("value", "SAVE15");
    expect(apply).toHaveProperty("disabled", false);
    api.hold();
    await user.keyboard("{Enter}");
    const validating = await inDrawer.findByRole("button", { name: "Validating..." });
    expect(validating).toHaveProperty("disabled", true);
    api.release();
    await toast("Discount Applied", "You saved $4.80!");
    expect(api.calls).toContainEqual({
      method: "POST",
      url: "/api/discount-codes/validate",
      body: { code: "SAVE15", orderAmount: 32 },
    });
    expect(text("cart-discount")).toBe("−$4.80");
    expect(text("cart-total")).toBe("$27.20");
    expect(inDrawer.getByText("SAVE15")).toBeTruthy();
    expect(inDrawer.queryByLabelText("Discount code")).toBeNull();
    expect(sessionStorage.getItem("appliedDiscountCode")).toBe("SAVE15");
  });

  it("a blank code (spaces) submitted with Enter toasts Error: Please enter a discount code", async () => {
    const { api, inDrawer, user, toast } = await openDrawer([PEBBLE]);
    const input = await inDrawer.findByLabelText("Discount code");
    await user.type(input, "   ");
    expect(inDrawer.getByRole("button", { name: "Apply" })).toHaveProperty("disabled", true);
    await user.keyboard("{Enter}");
    await toast("Error", "Please enter a discount code");
    expect(api.calls.some((c) => c.url.includes("discount"))).toBe(false);
  });

  it("an invalid code toasts Invalid Code with the server's error, or the default text", async () => {
    const { api, inDrawer, user, toast, waitFor } = await openDrawer([PEBBLE]);
    api.validate = () => ({ valid: false, error: "This discount code has expired" });
    const input = await inDrawer.findByLabelText("Discount code");
    await user.type(input, "OLD10{Enter}");
    await toast("Invalid Code", "This discount code has expired");
    expect(input).toHaveProperty("value", "OLD10");
    api.validate = () => ({ valid: false });
    await waitFor(() =>
      expect(inDrawer.getByRole("button", { name: "Apply" })).toHaveProperty("disabled", false),
    );
    await user.click(inDrawer.getByRole("button", { name: "Apply" }));
    await toast("Invalid Code", "This discount code is not valid");
    expect(inDrawer.queryByTestId("cart-discount")).toBeNull();
  });

  it("a network failure toasts Error: Failed to validate discount code", async () => {
    const { api, inDrawer, user, toast } = await openDrawer([PEBBLE]);
    api.validate = () => "network";
    await user.type(await inDrawer.findByLabelText("Discount code"), "SAVE15{Enter}");
    await toast("Error", "Failed to validate discount code");
    expect(sessionStorage.getItem("appliedDiscountCode")).toBeNull();
  });

  it("the X removes the code with the Discount Removed toast", async () => {
    const { inDrawer, user, toast, text } = await openDrawer([PEBBLE]);
    await user.type(await inDrawer.findByLabelText("Discount code"), "SAVE15{Enter}");
    await toast("Discount Applied", "You saved $4.80!");
    await user.click(inDrawer.getByRole("button", { name: "Remove discount code SAVE15" }));
    await toast("Discount Removed", "Discount code has been removed from your order");
    expect(inDrawer.queryByTestId("cart-discount")).toBeNull();
    expect(text("cart-total")).toBe("$32.00");
    expect(sessionStorage.getItem("appliedDiscountCode")).toBeNull();
  });

  it("checks the code again when the subtotal moves: a new amount, or removal when it stops qualifying", async () => {
    const { api, inDrawer, user, toast, text, waitFor } = await openDrawer([PEBBLE]);
    await user.type(await inDrawer.findByLabelText("Discount code"), "SAVE15{Enter}");
    await toast("Discount Applied", "You saved $4.80!");
    await user.click(inDrawer.getByRole("button", { name: /Increase quantity/ }));
    await waitFor(() => expect(text("cart-discount")).toBe("−$7.20"));
    expect(text("cart-total")).toBe("$40.80");
    expect(api.calls).toContainEqual({
      method: "POST",
      url: "/api/discount-codes/validate",
      body: { code: "SAVE15", orderAmount: 48 },
    });

    api.validate = () => ({ valid: false, error: "This code needs an order of at least $40.00" });
    await waitFor(() =>
      expect(inDrawer.getByRole("button", { name: /Decrease quantity/ })).toHaveProperty("disabled", false),
    );
    await user.click(inDrawer.getByRole("button", { name: /Decrease quantity/ }));
    await toast("Discount Removed", "Discount code has been removed from your order");
    expect(inDrawer.queryByTestId("cart-discount")).toBeNull();
    expect(text("cart-total")).toBe("$32.00");
    expect(sessionStorage.getItem("appliedDiscountCode")).toBeNull();
  });

  it("restores the tab's code and checks it against today's subtotal", async () => {
    sessionStorage.setItem("appliedDiscountCode", "SAVE15");
    const { api, text, waitFor } = await openDrawer([PEBBLE, MARKER]);
    await waitFor(() => expect(text("cart-discount")).toBe("−$6.60"));
    expect(text("cart-total")).toBe("$37.40");
    expect(api.calls).toContainEqual({
      method: "POST",
      url: "/api/discount-codes/validate",
      body: { code: "SAVE15", orderAmount: 44 },
    });
  });
});
