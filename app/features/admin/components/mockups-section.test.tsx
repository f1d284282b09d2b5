// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { imageMockupJson, pdfMockupJson } from "../../../../tests/kits/json-fixtures.ts";
import { json } from "../../../../tests/kits/json-response.ts";
import { Toaster } from "../../../components/ui/sonner.tsx";
import { DEPOSIT_NOT_PAID, type MockupJson } from "../../custom-orders/proofs/mockups.schemas.ts";
import { MockupsSection } from "./mockups-section.tsx";

// The admin's mockups of an order against a fake of the shop's calls at the network boundary.

const v1 = imageMockupJson({
  fileName: "crest-v1.png",
  note: "Club green",
  customerComment: "Make the flag <b>red</b>",
});
const v2 = pdfMockupJson({ fileName: "crest-v2.pdf" });

function serve(list: MockupJson[][], upload: Response = json(v2, 201)) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  let reads = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      calls.push({ method, url, body: init.body });
      if (url === "/api/custom-orders/7/mockups" && method === "GET") {
        return json(list[Math.min(reads++, list.length - 1)]);
      }
      if (url === "/api/custom-orders/7/mockups" && method === "POST") return upload;
      if (url === "/api/custom-orders/7") return json({ ...order, status: "awaiting_approval" });
      if (url === "/api/custom-orders/7/replace-proof-link") return json({ path: "/proof/new" }, 201);
      return json({ message: "Not found", code: "not_found" }, 404);
    }),
  );
  return calls;
}

const order = {
  id: 7,
  status: "design_in_progress" as const,
  customerEmail: "ada@example.com",
  quantity: 100,
  size: "1inch" as const,
  plating: "silver" as const,
  pinBack: "rubber" as const,
  packaging: "just-pins",
  rushOrder: false,
  totalPrice: 500,
  shippingAmount: 0,
  taxAmount: 0,
  discountAmount: 0,
  promoCode: null,
  money: { charged: 50, refunded: 0, netPaid: 50, balanceDue: 450 },
};

beforeEach(() => {
  // The checkboxes of "Change the quote" measure themselves; jsdom has no layout.
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

describe("MockupsSection", () => {
  it("lists versions newest first with their decisions and the customer's comment as text", async () => {
    serve([[v2, v1]]);
    render(<MockupsSection order={order} />);
    const list = await screen.findByRole("list", { name: "Mockup versions" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText("v2")).toBeTruthy();
    expect(within(items[0]!).getByText("Awaiting review")).toBeTruthy();
    expect(within(items[0]!).getByLabelText("Version 2 (PDF)")).toBeTruthy();
    expect(within(items[1]!).getByText("Changes requested")).toBeTruthy();
    expect(within(items[1]!).getByText("Make the flag <b>red</b>")).toBeTruthy();
    expect(within(items[1]!).getByRole("img", { name: "Mockup version 1" })).toBeTruthy();
  });

  it("says when no mockup was sent, and why an unpaid order cannot take one", async () => {
    serve([[]]);
    render(<MockupsSection order={{ ...order, status: "pending" }} />);
    expect(await screen.findByText("No mockup sent yet.")).toBeTruthy();
    expect(screen.getByText(DEPOSIT_NOT_PAID)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Send mockup" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("sends the file and note as multipart, toasts, and shows the new version", async () => {
    const calls = serve([[v1], [v2, v1]]);
    const onChanged = vi.fn();
    render(
      <>
        <MockupsSection order={order} onChanged={onChanged} />
        <Toaster />
      </>,
    );
    await screen.findByText("v1");
    const file = new File([new Uint8Array([1, 2, 3])], "crest-v2.pdf", { type: "application/pdf" });
    await userEvent.upload(screen.getByLabelText(/New mockup/), file);
    await userEvent.type(screen.getByLabelText("Note to the customer (optional)"), "Red flag");
    await userEvent.click(screen.getByRole("button", { name: "Send mockup" }));

    expect(await screen.findByText("Mockup sent")).toBeTruthy();
    expect(screen.getByText("Version 2 was e-mailed to ada@example.com.")).toBeTruthy();
    const post = calls.find((c) => c.method === "POST")!;
    expect(post.body).toBeInstanceOf(FormData);
    expect((post.body as FormData).get("note")).toBe("Red flag");
    expect(((post.body as FormData).get("file") as File).name).toBe("crest-v2.pdf");
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith({ ...order, status: "awaiting_approval" }));
    const list = screen.getByRole("list", { name: "Mockup versions" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
  });

  it("changes the quote: options pre-filled, a live preview of old and new, sent as the requote field", async () => {
    const calls = serve([[v1], [v2, v1]]);
    const user = userEvent.setup();
    render(
      <>
        <MockupsSection order={order} />
        <Toaster />
      </>,
    );
    await screen.findByText("v1");
    await user.click(screen.getByRole("checkbox", { name: "Change the quote" }));
    expect((screen.getByLabelText("Size") as HTMLSelectElement).value).toBe("1inch");
    expect(screen.getByText("Nothing changes yet.")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Size"), "1.5inch");
    await user.type(screen.getByLabelText("Adjustment ($)"), "25");
    expect(screen.getByText("Give the reason for the adjustment.")).toBeTruthy();
    await user.type(screen.getByLabelText("Reason for the adjustment"), "A fifth colour");
    const preview = screen.getByTestId("requote-preview");
    // 100 × ($5.00 + $0.50) + $25.00.
    expect(preview.textContent).toContain("$500.00");
    expect(preview.textContent).toContain("$575.00");
    expect(preview.textContent).toContain("Balance after approval: $525.00 ($50.00 paid).");
    await user.upload(
      screen.getByLabelText(/New mockup/),
      new File([new Uint8Array([1])], "v2.png", { type: "image/png" }),
    );
    await user.click(screen.getByRole("button", { name: "Send mockup" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    const post = calls.find((c) => c.method === "POST")!;
    expect(JSON.parse((post.body as FormData).get("requote") as string)).toEqual({
      options: { size: "1.5inch" },
      adjustment: { amount: 25, reason: "A fifth colour" },
    });
  });

  it("shows the server's reason when an upload is refused", async () => {
    serve([[]], json({ message: "This file type is not supported.", code: "invalid" }, 400));
    render(
      <>
        <MockupsSection order={order} />
        <Toaster />
      </>,
    );
    await screen.findByText("No mockup sent yet.");
    await userEvent.upload(
      screen.getByLabelText(/New mockup/),
      new File(["<svg/>"], "x.png", { type: "image/png" }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Send mockup" }));
    expect(await screen.findByText("Upload failed")).toBeTruthy();
    expect(screen.getByText("This file type is not supported.")).toBeTruthy();
  });
});

describe("Replace proof link", () => {
  it("replaces the link only after the admin confirms", async () => {
    const calls = serve([[v2, v1]]);
    const replaced = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <MockupsSection order={{ ...order, status: "awaiting_approval" }} onReplaced={replaced} />
        <Toaster />
      </>,
    );
    await user.click(await screen.findByRole("button", { name: "Replace proof link" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Replace the proof link?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.some((c) => c.url.endsWith("/replace-proof-link"))).toBe(false);

    await user.click(screen.getByRole("button", { name: "Replace proof link" }));
    const again = await screen.findByRole("alertdialog", { name: "Replace the proof link?" });
    await user.click(within(again).getByRole("button", { name: "Replace link" }));
    await waitFor(() => expect(replaced).toHaveBeenCalled());
    expect(calls.find((c) => c.url === "/api/custom-orders/7/replace-proof-link")?.method).toBe("POST");
  });

  it("is not offered before the first mockup", async () => {
    serve([[]]);
    render(<MockupsSection order={order} />);
    expect(await screen.findByText("No mockup sent yet.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Replace proof link" })).toBeNull();
  });
});
