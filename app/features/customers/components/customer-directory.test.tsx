// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CustomerPageJson, CustomerSummaryJson } from "../customers.schemas.ts";
import { CustomerDirectory } from "./customer-directory.tsx";

// The Customers list against a fake of `GET /api/admin/customers` at the network boundary.

const ann: CustomerSummaryJson = {
  id: 7,
  email: "ann@example.com",
  name: "Ann Lee",
  orderCount: 2,
  totalSpent: 125.5,
  lastOrderAt: "2026-11-20T10:00:00.000Z",
  marketingConsent: "subscribed",
  hasAccount: true,
  firstSeenAt: "2026-01-02T10:00:00.000Z",
  lastActivityAt: "2026-11-20T10:00:00.000Z",
};

const page = (customers: CustomerSummaryJson[], total = customers.length): CustomerPageJson => ({
  customers,
  total,
  page: 1,
  pageSize: 25,
});

function serve(answer: (url: string) => Response) {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(url);
      return answer(url);
    }),
  );
  return urls;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const renderList = () =>
  render(
    <MemoryRouter initialEntries={["/admin/customers"]}>
      <Routes>
        <Route path="/admin/customers/:id?" element={<CustomerDirectory />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("CustomerDirectory", () => {
  it("shows a loading state, then each customer with their figures and a link to their page", async () => {
    serve(() => json(page([ann], 30)));
    renderList();
    expect(screen.getByLabelText("Loading the customers")).toBeTruthy();
    const link = await screen.findByRole("link", { name: /Ann Lee/ });
    expect(link.getAttribute("href")).toBe("/admin/customers/7");
    expect(screen.getByText("$125.50")).toBeTruthy();
    expect(screen.getByText("Subscribed")).toBeTruthy();
    expect(screen.getByText("Page 1 of 2 · 30 customers")).toBeTruthy();
  });

  it("searches once typing pauses, and says when nobody matches", async () => {
    const urls = serve((url) => json(page(url.includes("q=") ? [] : [ann])));
    renderList();
    await screen.findByRole("link", { name: /Ann Lee/ });
    await userEvent.type(screen.getByLabelText("Search customers"), "zed");
    // The search waits for typing to pause, then fetches and renders: past findBy's default
    // second on a machine busy with the other suites.
    expect(await screen.findByText("No customer matches your search.", {}, { timeout: 10_000 })).toBeTruthy();
    expect(urls.at(-1)).toBe("/api/admin/customers?page=1&q=zed");
  });

  it("says when there is nobody yet", async () => {
    serve(() => json(page([])));
    renderList();
    expect(await screen.findByText(/No customers yet/)).toBeTruthy();
  });

  it("shows the error with a way to try again", async () => {
    let fail = true;
    serve(() => (fail ? json({ message: "Database away", code: "unavailable" }, 503) : json(page([ann]))));
    renderList();
    expect(await screen.findByText("Database away")).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByRole("link", { name: /Ann Lee/ })).toBeTruthy());
  });
});
