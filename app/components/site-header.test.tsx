// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_ID_KEY } from "../features/cart/index.ts";
import type { HeaderUser } from "./account-actions.tsx";
import { SiteHeader } from "./site-header.tsx";

/** Answers GET /api/cart with these items; records the session header the cart call sent. */
function serveCart(items: { id: number; quantity: number }[] | "fail") {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    items === "fail"
      ? new Response("boom", { status: 500 })
      : new Response(JSON.stringify(items), { status: 200, headers: { "content-type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderHeader(user: HeaderUser | null, path = "/") {
  const page = (name: string) => () => (
    <>
      <SiteHeader user={user} shopName="Fairway Pin Co." />
      <main>{name} page</main>
    </>
  );
  const Stub = createRoutesStub([
    { path: "/", Component: page("Home") },
    { path: "/blog", Component: page("Blog") },
    { path: "/login", Component: page("Login") },
    { path: "/register", Component: page("Register") },
    { path: "/track-order", Component: page("Track") },
    { path: "/admin", Component: page("Admin") },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

beforeEach(() => {
  localStorage.clear();
  serveCart([]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("SiteHeader", () => {
  it("links the logo and the navigation", async () => {
    renderHeader(null);
    expect(screen.getByRole("link", { name: "Fairway Pin Co." }).getAttribute("href")).toBe("/");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(within(nav).getByRole("link", { name: "Blog" }).getAttribute("href")).toBe("/blog");
    expect(within(nav).getByRole("link", { name: "Track Order" }).getAttribute("href")).toBe("/track-order");
  });

  it("shows the Admin link to admins only", async () => {
    renderHeader({ username: "pat", role: "customer" });
    expect(screen.queryByRole("link", { name: "Admin" })).toBeNull();
    cleanup();
    renderHeader({ username: "boss", role: "admin" });
    expect(screen.getByRole("link", { name: "Admin" }).getAttribute("href")).toBe("/admin");
  });

  it("offers Login and Sign Up when signed out", () => {
    renderHeader(null);
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
    expect(screen.getByRole("link", { name: "Sign Up" }).getAttribute("href")).toBe("/register");
    expect(screen.queryByText(/Welcome,/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Logout" })).toBeNull();
  });

  it("welcomes a signed-in user by name with a Logout button instead", () => {
    renderHeader({ username: "jordan", role: "customer" });
    expect(screen.getByText("Welcome, jordan")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Logout" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Sign Up" })).toBeNull();
  });

  it("logs out with an empty JSON body and goes home", async () => {
    const fetchMock = serveCart([]);
    renderHeader({ username: "jordan", role: "customer" }, "/blog");
    await userEvent.click(screen.getByRole("button", { name: "Logout" }));
    expect(await screen.findByText("Home page")).toBeTruthy();
    const logout = fetchMock.mock.calls.find(([url]) => url === "/api/auth/logout");
    expect(logout?.[1]).toMatchObject({ method: "POST", credentials: "include", body: "{}" });
  });

  it("shows no badge on the cart button while the cart is empty", async () => {
    const fetchMock = serveCart([]);
    renderHeader(null);
    const cart = screen.getByRole("button", { name: "Open cart" });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(within(cart).queryByTestId("cart-count")).toBeNull();
  });

  it("shows the total item quantity on the cart badge, sending the browser's session id", async () => {
    const fetchMock = serveCart([
      { id: 1, quantity: 2 },
      { id: 2, quantity: 3 },
    ]);
    renderHeader(null);
    const cart = screen.getByRole("button", { name: "Open cart" });
    expect((await within(cart).findByTestId("cart-count")).textContent).toBe("5");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/cart");
    const sessionId = new Headers(init?.headers).get("X-Session-Id");
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe(sessionId);
  });

  it("treats a failing cart call as an empty cart", async () => {
    const fetchMock = serveCart("fail");
    renderHeader(null);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId("cart-count")).toBeNull();
  });

  it("opens the cart drawer with its empty state", async () => {
    renderHeader(null);
    await userEvent.click(screen.getByRole("button", { name: "Open cart" }));
    const drawer = await screen.findByRole("dialog", { name: "Shopping Cart" });
    expect(within(drawer).getByText("View and manage items in your shopping cart")).toBeTruthy();
    expect(await within(drawer).findByText("Your cart is empty")).toBeTruthy();
  });

  it("opens the phone menu and closes it when a link is chosen", async () => {
    const user = userEvent.setup();
    renderHeader(null);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    for (const name of ["Home", "Blog", "Track Order", "Login", "Sign Up"]) {
      expect(within(menu).getByRole("link", { name })).toBeTruthy();
    }
    await user.click(within(menu).getByRole("link", { name: "Blog" }));
    expect(await screen.findByText("Blog page")).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull());
    expect(screen.getByRole("button", { name: "Open menu" })).toBeTruthy();
  });

  it("closes the phone menu when the chosen link is the page already open", async () => {
    const user = userEvent.setup();
    renderHeader({ username: "boss", role: "admin" }, "/admin");
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(menu).getByText("Welcome, boss")).toBeTruthy();
    await user.click(within(menu).getByRole("link", { name: "Admin" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull());
  });
});
