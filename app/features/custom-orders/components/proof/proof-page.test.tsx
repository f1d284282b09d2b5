// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { imageMockupJson, pdfMockupJson } from "../../../../../tests/kits/json-fixtures.ts";
import { json } from "../../../../../tests/kits/json-response.ts";
import { renderRootPage } from "../../../../../tests/kits/page-test-kit.tsx";
import { PROOF_NOT_AWAITING, type ProofJson } from "../../proofs/mockups.schemas.ts";
import { ProofPage } from "./proof-page.tsx";

// The proof page's states against a fake of the shop's calls at the network boundary; the
// whole flow in a browser is tests/e2e/proof.spec.ts.

const TOKEN = "tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDE";

const image = imageMockupJson({ note: "First idea", customerComment: "Red flag please" });
const pdf = pdfMockupJson();

const proof = (overrides: Partial<ProofJson> = {}): ProofJson => ({
  order: {
    id: 7,
    customerName: "Ada Lovelace",
    quantity: 100,
    size: "1.5inch",
    plating: "black-nickel",
    pinBack: "locking",
    packaging: "individual-bags,barcode-labels",
    rushOrder: true,
    status: "awaiting_approval",
    totalPrice: 655,
    shippingAmount: 0,
    taxAmount: 0,
    grandTotal: 655,
    depositAmount: 65.5,
    remainingBalance: 589.5,
  },
  mockups: [pdf, image],
  quote: null,
  canApprove: true,
  canRequestChanges: true,
  ...overrides,
});

/** Answers each GET of the proof in turn (the last one repeats) and the approve call. */
function serve(reads: (ProofJson | "fail")[], approve?: Response) {
  let n = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === `/api/proofs/${TOKEN}` && (init.method ?? "GET") === "GET") {
        const next = reads[Math.min(n++, reads.length - 1)]!;
        if (next === "fail") throw new TypeError("Failed to fetch");
        return json(next);
      }
      if (url === `/api/proofs/${TOKEN}/approve` && approve) return approve;
      return json({ message: "Proof not found", code: "not_found" }, 404);
    }),
  );
}

const renderPage = () => renderRootPage(() => <ProofPage token={TOKEN} />);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ProofPage", () => {
  it("offers a PDF mockup as a download and lists the earlier version with the customer's comment", async () => {
    serve([proof()]);
    renderPage();
    const download = await screen.findByRole("link", { name: "Download mockup (PDF)" });
    expect(download.getAttribute("href")).toBe(pdf.url);
    expect(screen.getByRole("heading", { name: "Earlier versions" })).toBeTruthy();
    expect(screen.getByText("Red flag please")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Mockup version 1" })).toBeTruthy();
    expect(screen.getByText("Black Nickel")).toBeTruthy();
    expect(screen.getByText("Individual poly bags, Barcode labels")).toBeTruthy();
    expect(screen.getByText("Rush order: 2-3 weeks")).toBeTruthy();
  });

  it("shows a re-quote: the old price struck through beside the new, the changes, the reason, and the button approves the price", async () => {
    serve([
      proof({
        quote: {
          previousTotal: 655,
          total: 705,
          paid: 65.5,
          balance: 639.5,
          refund: 0,
          adjustment: 25,
          reason: "A fifth enamel colour",
          changes: [{ option: "Plating", from: "Black Nickel", to: "Gold" }],
        },
      }),
    ]);
    renderPage();
    expect(await screen.findByRole("heading", { name: "Your new price" })).toBeTruthy();
    const prices = screen.getByTestId("requote-prices");
    expect(prices.querySelector("s")?.textContent).toBe("$655.00");
    expect(prices.textContent).toContain("$705.00");
    expect(screen.getByText("A fifth enamel colour")).toBeTruthy();
    expect(screen.getByText("+$25.00")).toBeTruthy();
    expect(screen.getByText("$639.50")).toBeTruthy();
    // The summary shows the options as they will be.
    expect(screen.getAllByText("Gold").length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole("button", { name: "Approve Design & New Price" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Approve this design and its new price?" });
    expect(dialog.textContent).toContain("also approves the new price of $705.00 (was $655.00)");
  });

  it("shows no price card once the customer asked for changes to a re-quoted version", async () => {
    const asked = proof({
      canApprove: false,
      canRequestChanges: false,
      quote: {
        previousTotal: 655,
        total: 705,
        paid: 65.5,
        balance: 639.5,
        refund: 0,
        adjustment: 50,
        reason: "Bigger",
        changes: [],
      },
    });
    asked.order.status = "design_in_progress";
    asked.mockups = [{ ...pdf, decision: "changes_requested" }, image];
    serve([asked]);
    renderPage();
    expect(await screen.findByRole("heading", { name: "Changes requested" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "The price you approved" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Your new price" })).toBeNull();
  });

  it("says when the proof cannot be loaded and tries again", async () => {
    serve(["fail", proof()]);
    renderPage();
    expect(await screen.findByText("We couldn't load your mockup")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Your answer")).toBeTruthy();
  });

  it("after approving elsewhere, says the balance link was e-mailed", async () => {
    const approved = proof({ canApprove: false, canRequestChanges: false });
    approved.order.status = "approved";
    approved.mockups = [{ ...pdf, decision: "approved" }, image];
    serve([approved]);
    renderPage();
    expect(await screen.findByRole("heading", { name: "Design Approved!" })).toBeTruthy();
    expect(screen.getByText("We have e-mailed you the link to pay the balance.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Pay Balance/ })).toBeNull();
  });

  it("shows the server's reason and the proof as it stands when approval is refused", async () => {
    const changed = proof({ canApprove: false, canRequestChanges: false });
    changed.order.status = "design_in_progress";
    changed.mockups = [{ ...pdf, decision: "changes_requested", customerComment: "Bigger" }, image];
    serve([proof(), changed], json({ message: PROOF_NOT_AWAITING, code: "conflict" }, 409));
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Approve Design" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Approve this design?" });
    expect(confirm.textContent).toContain("$589.50");
    await userEvent.click(screen.getAllByRole("button", { name: "Approve Design" }).at(-1)!);
    expect(await screen.findByText(PROOF_NOT_AWAITING)).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Changes requested" })).toBeTruthy();
  });
});
