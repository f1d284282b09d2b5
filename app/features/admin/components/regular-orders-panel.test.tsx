// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OrderJson } from "../../orders/orders.schemas.ts";
import { RegularOrdersPanel } from "./regular-orders-panel.tsx";

/** The open order is the id at the end of the address, so the panel renders at its route. */
const renderPanel = () =>
  render(
    <MemoryRouter initialEntries={["/admin/orders"]}>
      <Routes>
        <Route path="/admin/orders/:id?" element={<RegularOrdersPanel />} />
      </Routes>
    </MemoryRouter>,
  );

// The regular-orders panel against a fake of the shop's order calls at the network boundary.

const baseOrder = {
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

function serve(order = baseOrder) {
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      calls.push({ method, url });
      if (method === "DELETE") return json({ message: "Order #12 was deleted." });
      // Opening an order reads it by id (the address names it); its records are not what these
      // tests are about.
      if (method === "GET" && url === "/api/orders/12") return json(order);
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
    renderPanel();
    const row = (await screen.findByRole("button", { name: "Open order #12" })).closest("tr")!;
    const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(["Order", "Date", "Customer", "Items", "Total", "Status", "Tracking", "Actions"]);
    const cells = within(row)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    // Each cell but the number and the actions starts with its column's name as text, the label
    // a phone's card shows (CSS hides it where the header row is shown).
    expect(cells[0]).toBe("#12");
    expect(cells[2]).toBe("CustomerAda Lovelaceada@example.com");
    expect(cells[3]).toBe("Items3");
    expect(cells[6]).toBe("Tracking1Z999");
    expect(cells[7]).toBe("Delete");
    expect(screen.getByRole("searchbox", { name: "Search regular orders" })).toBeTruthy();

    await userEvent.click(within(row).getByRole("button", { name: "Delete" }));
    expect(screen.getByRole("alertdialog", { name: "Delete order #12?" })).toBeTruthy();
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls).toContainEqual({ method: "DELETE", url: "/api/orders/12" }));
  });

  it("opens the order's dialog from its number", async () => {
    serve();
    renderPanel();
    await userEvent.click(await screen.findByRole("button", { name: "Open order #12" }));
    expect(await screen.findByRole("dialog", { name: "Order #12" })).toBeTruthy();
  });

  it("shows the shipping and sales tax an order was charged in its dialog", async () => {
    serve({ ...baseOrder, shippingAmount: 6.5, taxAmount: 1.63, totalAmount: 23.13 });
    renderPanel();
    await userEvent.click(await screen.findByRole("button", { name: "Open order #12" }));
    const dialog = await screen.findByRole("dialog", { name: "Order #12" });
    const lines = within(dialog)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(lines).toContain("Shipping$6.50");
    expect(lines).toContain("Sales tax$1.63");
  });

  it("asks the server again once the search has paused typing", async () => {
    const calls = serve();
    renderPanel();
    await screen.findByRole("button", { name: "Open order #12" });
    await userEvent.type(screen.getByRole("searchbox", { name: "Search regular orders" }), "ada");
    await waitFor(() => expect(calls).toContainEqual({ method: "GET", url: "/api/orders?page=1&q=ada" }));
  });
});
