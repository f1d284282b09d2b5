// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { discountCodeJson } from "../../../../tests/kits/json-fixtures.ts";
import { json } from "../../../../tests/kits/json-response.ts";
import type { DiscountCodeJson } from "../../discounts/discounts.schemas.ts";
import { DiscountCodesPanel } from "./discount-codes-panel.tsx";

// The discount-code dialog against a fake of the shop's calls at the network boundary: a new code
// always starts blank, and an edit starts from exactly that code's values.

const base = discountCodeJson({ createdAt: "2026-11-20T10:00:00.000Z" });
const fixed: DiscountCodeJson = { ...base, id: 1, code: "FLAT25", discountType: "fixed", discountValue: 25 };
const percent: DiscountCodeJson = {
  ...base,
  id: 2,
  code: "QUARTER",
  discountType: "percentage",
  discountValue: 25,
  minimumOrderAmount: 100,
  maxUses: 40,
  // The last day of December in Los Angeles, included.
  endsAt: "2027-01-01T08:00:00.000Z",
  endsOn: "2026-12-31",
};

function serve() {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const codes = [fixed, percent];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      if (method === "GET") return json(codes);
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ method, url, body });
      return json({ ...base, id: 3, ...body }, method === "POST" ? 201 : 200);
    }),
  );
  return sent;
}

beforeEach(() => {
  // The switch measures itself; jsdom has no layout.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dialog = (name: string) => screen.findByRole("dialog", { name });
const rowOf = async (code: string) => (await screen.findByRole("cell", { name: code })).closest("tr")!;

async function expectBlank(form: HTMLElement) {
  expect(within(form).getByLabelText("Code")).toHaveProperty("value", "");
  expect(within(form).getByRole("combobox", { name: "Type" }).textContent).toBe("Percentage");
  expect(within(form).getByLabelText("Percent off")).toHaveProperty("value", "");
  expect(within(form).getByLabelText("Minimum order ($, optional)")).toHaveProperty("value", "");
  expect(within(form).getByLabelText("Maximum uses (optional)")).toHaveProperty("value", "");
}

describe("DiscountCodeDialog", () => {
  it("opens a new code blank after a code was created, and sends the type that was chosen", async () => {
    const sent = serve();
    const user = userEvent.setup();
    render(<DiscountCodesPanel />);
    await user.click(await screen.findByRole("button", { name: "New code" }));
    let form = await dialog("New discount code");
    await user.type(within(form).getByLabelText("Code"), "spring25");
    await user.type(within(form).getByLabelText("Percent off"), "25");
    await user.click(within(form).getByRole("button", { name: "Create code" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent[0]).toMatchObject({
      method: "POST",
      body: { code: "SPRING25", discountType: "percentage", discountValue: 25 },
    });

    await user.click(screen.getByRole("button", { name: "New code" }));
    form = await dialog("New discount code");
    await expectBlank(form);
  });

  it("opens a new code blank after editing a fixed-amount code", async () => {
    serve();
    const user = userEvent.setup();
    render(<DiscountCodesPanel />);
    await user.click(within(await rowOf("FLAT25")).getByRole("button", { name: "Edit" }));
    const edit = await dialog("Edit FLAT25");
    expect(within(edit).getByRole("combobox", { name: "Type" }).textContent).toBe("Fixed amount");
    expect(within(edit).getByLabelText("Amount off ($)")).toHaveProperty("value", "25");
    await user.click(within(edit).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(screen.getByRole("button", { name: "New code" }));
    await expectBlank(await dialog("New discount code"));
  });

  it("edits each code from exactly its own values, its type kept", async () => {
    const sent = serve();
    const user = userEvent.setup();
    render(<DiscountCodesPanel />);
    await user.click(within(await rowOf("FLAT25")).getByRole("button", { name: "Edit" }));
    await user.click(within(await dialog("Edit FLAT25")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Typing that was cancelled is not what the code holds.
    await user.click(within(await rowOf("QUARTER")).getByRole("button", { name: "Edit" }));
    const cancelled = await dialog("Edit QUARTER");
    await user.clear(within(cancelled).getByLabelText("Percent off"));
    await user.type(within(cancelled).getByLabelText("Percent off"), "30");
    await user.click(within(cancelled).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(within(await rowOf("QUARTER")).getByRole("button", { name: "Edit" }));
    const edit = await dialog("Edit QUARTER");
    expect(within(edit).getByLabelText("Code")).toHaveProperty("value", "QUARTER");
    expect(within(edit).getByRole("combobox", { name: "Type" }).textContent).toBe("Percentage");
    expect(within(edit).getByLabelText("Percent off")).toHaveProperty("value", "25");
    expect(within(edit).getByLabelText("Minimum order ($, optional)")).toHaveProperty("value", "100");
    expect(within(edit).getByLabelText("Maximum uses (optional)")).toHaveProperty("value", "40");
    expect(within(edit).getByLabelText("Ends (optional)")).toHaveProperty("value", "2026-12-31");
    await user.click(within(edit).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: "PATCH",
      url: "/api/discount-codes/2",
      body: {
        code: "QUARTER",
        discountType: "percentage",
        discountValue: 25,
        minimumOrderAmount: 100,
        endsAt: "2026-12-31",
      },
    });
  });
});
