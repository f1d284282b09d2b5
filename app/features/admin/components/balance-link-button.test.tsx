// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster, toast } from "../../../components/ui/sonner.tsx";
import { BalanceLinkButton } from "./balance-link-button.tsx";

// The admin's "Generate Balance Link" and "Replace link" against a fake of the shop's calls.

const URL_ = "http://localhost:3000/balance-payment/abcDEF123_-";

function serve(response: Response) {
  const fetch = vi.fn(async () => response);
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderButton(status: Parameters<typeof BalanceLinkButton>[0]["status"], onGenerated = vi.fn()) {
  render(
    <>
      <BalanceLinkButton orderId={12} status={status} onGenerated={onGenerated} />
      <Toaster />
    </>,
  );
  return onGenerated;
}

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("BalanceLinkButton", () => {
  it("generates the link, copies it to the clipboard and shows it", async () => {
    const fetch = serve(Response.json({ balancePaymentUrl: URL_, emailed: true }, { status: 201 }));
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    const onGenerated = renderButton("approved");
    await user.click(screen.getByRole("button", { name: "Generate Balance Link" }));
    expect(await screen.findByText("Balance link copied")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect((screen.getByLabelText("Balance payment link") as HTMLInputElement).value).toBe(URL_);
    expect(onGenerated).toHaveBeenCalledWith(URL_);
    expect(fetch).toHaveBeenCalledWith(
      "/api/custom-orders/12/generate-balance-link",
      expect.objectContaining({ method: "POST" }),
    );
  });

  it("says when the link answered is the one the customer already has", async () => {
    serve(Response.json({ balancePaymentUrl: URL_, emailed: false }, { status: 201 }));
    vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    renderButton("approved");
    await userEvent.click(screen.getByRole("button", { name: "Generate Balance Link" }));
    expect(
      await screen.findByText("The link is on your clipboard. This is the link the customer already has."),
    ).toBeTruthy();
  });

  it("replaces the link only after the admin confirms, and shows the new one", async () => {
    const NEW_URL = "http://localhost:3000/balance-payment/newNEW456_-";
    const fetch = serve(Response.json({ balancePaymentUrl: NEW_URL, emailed: true }, { status: 201 }));
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    const onGenerated = renderButton("approved");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Replace link" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Replace the balance link?" });
    expect(dialog.textContent).toContain("stops working at once");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(fetch).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Replace link" }));
    const again = await screen.findByRole("alertdialog", { name: "Replace the balance link?" });
    await user.click(within(again).getByRole("button", { name: "Replace link" }));
    expect(await screen.findByText("Balance link replaced")).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      "/api/custom-orders/12/replace-balance-link",
      expect.objectContaining({ method: "POST" }),
    );
    expect(writeText).toHaveBeenCalledWith(NEW_URL);
    expect(onGenerated).toHaveBeenCalledWith(NEW_URL);
    expect((screen.getByLabelText("Balance payment link") as HTMLInputElement).value).toBe(NEW_URL);
  });

  it("shows the server's message when the link cannot be made", async () => {
    serve(Response.json({ message: "This order has no balance due.", code: "conflict" }, { status: 409 }));
    renderButton("approved");
    await userEvent.click(screen.getByRole("button", { name: "Generate Balance Link" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "This order has no balance due.");
    await waitFor(() => expect(screen.getAllByText("This order has no balance due.")).toHaveLength(2));
  });

  it("is not offered before approval or once the balance is paid", () => {
    serve(Response.json({}));
    renderButton("awaiting_approval");
    expect(screen.getByRole("button", { name: "Generate Balance Link" })).toHaveProperty("disabled", true);
    expect(screen.queryByRole("button", { name: "Replace link" })).toBeNull();
    expect(screen.getByText("Available once the design is approved.")).toBeTruthy();
    cleanup();
    renderButton("in_production");
    expect(screen.getByText("The balance is paid.")).toBeTruthy();
  });
});
