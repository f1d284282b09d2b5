// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json } from "../../../../../tests/kits/json-response.ts";
import type { AdminProductJson } from "../../products-admin.schemas.ts";
import { ProductForm } from "./product-form.tsx";

// The product form against a fake of the shop's calls at the network boundary: the catalogue's
// schema stops a bad product before any call, and a refusal from the server is shown in its words.

const saved: AdminProductJson = {
  id: 7,
  slug: "eagle-pin",
  name: "Eagle Pin",
  description: "A **gold** eagle.",
  price: 12.5,
  stock: 3,
  lowStockAt: 1,
  inStock: true,
  status: "active",
  imageUrl: "/placeholder.svg",
  images: [],
  features: ["Soft enamel", "1 inch"],
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
};

function serve(answer: () => Response) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({ method: init.method ?? "GET", url, body: JSON.parse(String(init.body ?? "null")) });
      return answer();
    }),
  );
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Eagle Pin");
  await user.type(screen.getByLabelText("Price ($)"), "12.50");
  await user.clear(screen.getByLabelText("Stock"));
  await user.type(screen.getByLabelText("Stock"), "3");
  await user.type(screen.getByLabelText("Features (one a line)"), "Soft enamel{Enter}{Enter}1 inch");
}

describe("ProductForm", () => {
  it("names what is wrong and sends nothing while the product is invalid", async () => {
    const sent = serve(() => json(saved, 201));
    const user = userEvent.setup();
    render(<ProductForm product={null} onSaved={vi.fn()} onCancel={vi.fn()} />);
    await user.clear(screen.getByLabelText("Stock"));
    await user.type(screen.getByLabelText("Stock"), "-2");
    await user.click(screen.getByRole("button", { name: "Create product" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Price must be a dollar amount from 0 to 100000, e.g. 12.50")).toBeTruthy();
    expect(screen.getByText("Stock must be a whole number from 0 to 1000000")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("creates the product from the typed fields, features one a line", async () => {
    const sent = serve(() => json(saved, 201));
    const onSaved = vi.fn();
    const user = userEvent.setup();
    render(<ProductForm product={null} onSaved={onSaved} onCancel={vi.fn()} />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Create product" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(sent).toEqual([
      {
        method: "POST",
        url: "/api/admin/products",
        body: {
          name: "Eagle Pin",
          description: "",
          price: 12.5,
          stock: 3,
          lowStockAt: null,
          status: "draft",
          features: ["Soft enamel", "1 inch"],
        },
      },
    ]);
  });

  it("shows the server's refusal in the form, on the field it names", async () => {
    serve(() =>
      json(
        {
          message: "price: Price must be a dollar amount from 0 to 100000, e.g. 12.50",
          code: "invalid",
          issues: [{ path: "price", message: "Too dear for a pin" }],
        },
        400,
      ),
    );
    const onSaved = vi.fn();
    const user = userEvent.setup();
    render(<ProductForm product={saved} onSaved={onSaved} onCancel={vi.fn()} />);
    expect(screen.getByLabelText("Name")).toHaveProperty("value", "Eagle Pin");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    const alert = (await screen.findByText("Not saved")).closest("[role=alert]")!;
    expect(alert.textContent).toContain("price: Price must be a dollar amount from 0 to 100000, e.g. 12.50");
    expect(screen.getByText("Too dear for a pin")).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
