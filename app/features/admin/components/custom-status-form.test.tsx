// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json } from "../../../../tests/kits/json-response.ts";
import type { CustomOrderJson } from "../../custom-orders/custom-orders.schemas.ts";
import { CustomStatusForm } from "./custom-status-form.tsx";

// The status select against a fake of the status call at the network boundary: a change the
// payments contradict is refused with a message, confirmed with a reason, or (cancelling an
// order that holds money) turned into "Cancel and refund".

const order = { id: 7, status: "deposit_paid" } as unknown as CustomOrderJson;

function serve(refusal: { message: string; problem: string }) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      bodies.push(body);
      if (!body.reason) return json({ ...refusal, code: "conflict", reasonRequired: true }, 409);
      return json({ ...order, status: body.status });
    }),
  );
  return bodies;
}

// Radix's select needs pointer capture, which jsdom lacks: a note makes the change instead, and
// the fake server refuses whatever it is sent without a reason.
async function submitWithNote(note: string) {
  await userEvent.type(screen.getByLabelText("Note (optional)"), note);
  await userEvent.click(screen.getByRole("button", { name: "Update status" }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("CustomStatusForm", () => {
  it("names what the payments contradict and resends the change with the admin's reason", async () => {
    const bodies = serve({ message: "$450.00 is still owed on this order.", problem: "balance_due" });
    const onSaved = vi.fn();
    render(<CustomStatusForm order={order} onSaved={onSaved} />);
    await submitWithNote("Ready");
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm.textContent).toContain("$450.00 is still owed on this order.");
    const send = screen.getByRole("button", { name: "Confirm with reason" });
    expect(send).toHaveProperty("disabled", true);
    await userEvent.type(screen.getByLabelText("Reason (required)"), "  Paid by check ");
    await userEvent.click(send);
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(bodies).toEqual([
      { status: "deposit_paid", note: "Ready" },
      { status: "deposit_paid", note: "Ready", reason: "Paid by check" },
    ]);
  });

  it("offers Cancel and refund when cancelling would keep the money", async () => {
    const bodies = serve({
      message: "$50.00 paid on this order would be kept: cancelling does not refund it.",
      problem: "money_held",
    });
    const onCancelAndRefund = vi.fn();
    render(<CustomStatusForm order={order} onSaved={vi.fn()} onCancelAndRefund={onCancelAndRefund} />);
    await submitWithNote("Customer asked");
    expect((await screen.findByRole("alertdialog")).textContent).toContain("would be kept");
    await userEvent.click(screen.getByRole("button", { name: "Cancel and refund" }));
    expect(onCancelAndRefund).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(bodies).toHaveLength(1);
  });

  it("does not offer Cancel and refund when the only money is a payment PayPal still reviews", async () => {
    serve({
      message:
        "$50.00 is pending at PayPal on this order: if PayPal completes it after the order is cancelled, it is refunded at once.",
      problem: "payment_pending",
    });
    render(<CustomStatusForm order={order} onSaved={vi.fn()} onCancelAndRefund={vi.fn()} />);
    await submitWithNote("Customer asked");
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm.textContent).toContain("A payment is pending at PayPal");
    expect(screen.queryByRole("button", { name: "Cancel and refund" })).toBeNull();
  });
});
