// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OrderJson } from "../../orders/orders.schemas.ts";
import { RegularOrdersPanel } from "./regular-orders-panel.tsx";

// The regular-orders panel against a fake of the shop's order calls at the network boundary.

const order = {
  id: 12,
  createdAt: "2026-11-20T10:00:00.000Z",
  customerName: "Ada Lovelace",
  customerEmail: "ada@example.com",
  items: JSON.stringify([{ productId: 1, name: "Flag pin", price: 5, quantity: 3 }]),
  totalAmount: "15.00",
  status: "shipped",
  trackingNumber: "1Z999",
  trackingUrl: null,
} as unknown as OrderJson;

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { headers: { "content-type": "application/json", ...headers } });

function serve() {
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      calls.push({ method, url });
      if (method === "DELETE") return json({ message: "Order #12 was deleted." });
      // The dialog's own records are not what these tests are about.
      if (!url.startsWith("/api/orders?")) return new Response(null, { status: 404 });
      return json([order], { "X-Total-Count": "1" });
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("RegularOrdersPanel", () => {
  it("lists each order with the shared leading columns, its own columns and a delete that asks first", async () => {
    const calls = serve();
    render(<RegularOrdersPanel />);
    const row = (await screen.findByRole("button", { name: "Open order #12" })).closest("tr")!;
    const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(["Order", "Date", "Customer", "Items", "Total", "Status", "Tracking", "Actions"]);
    const cells = within(row)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells[2]).toBe("Ada Lovelaceada@example.com");
    expect(cells[3]).toBe("3");
    expect(cells[6]).toBe("1Z999");
    expect(screen.getByRole("searchbox", { name: "Search regular orders" })).toBeTruthy();

    await userEvent.click(within(row).getByRole("button", { name: "Delete" }));
    expect(screen.getByRole("alertdialog", { name: "Delete order #12?" })).toBeTruthy();
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls).toContainEqual({ method: "DELETE", url: "/api/orders/12" }));
  });

  it("opens the order's dialog from its number", async () => {
    serve();
    render(<RegularOrdersPanel />);
    await userEvent.click(await screen.findByRole("button", { name: "Open order #12" }));
    expect(await screen.findByRole("dialog", { name: "Order #12" })).toBeTruthy();
  });

  it("asks the server again once the search has paused typing", async () => {
    const calls = serve();
    render(<RegularOrdersPanel />);
    await screen.findByRole("button", { name: "Open order #12" });
    await userEvent.type(screen.getByRole("searchbox", { name: "Search regular orders" }), "ada");
    await waitFor(() => expect(calls).toContainEqual({ method: "GET", url: "/api/orders?page=1&q=ada" }));
  });
});
