// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { json } from "../../../../../tests/kits/json-response.ts";
import {
  approveInPopup,
  cleanUpPagesAfterEach,
  renderRootPage,
  stubFetch,
} from "../../../../../tests/kits/page-test-kit.tsx";
import { toast } from "../../../../components/ui/sonner.tsx";
import { BALANCE_LINK_EXPIRED, type BalancePaymentJson } from "../../balance/balance-payment.schemas.ts";
import { BalancePayment } from "./balance-payment.tsx";

// The balance page against fakes of the shop's calls at the network
// boundary and of the test-mode approval window.

const TOKEN = "bal_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";
const order: BalancePaymentJson = {
  id: 12,
  customerName: "Ada Lovelace",
  quantity: 250,
  size: "1.5inch",
  plating: "black-nickel",
  status: "approved",
  logoUrl: "/uploads/crest.png",
  totalPrice: 1212.5,
  // Shipped to California: $25.00 shipping, 7.25% tax on the pins ($87.91), of which the
  // deposit carried $8.79.
  shippingAmount: 25,
  taxAmount: 87.91,
  grandTotal: 1325.41,
  depositAmount: 130.04,
  remainingBalance: 1195.37,
  money: { charged: 130.04, refunded: 0, netPaid: 130.04, balanceDue: 1195.37 },
};

function serve(
  options: { record?: () => Response | Promise<Response>; complete?: Response; capture?: Response } = {},
) {
  return stubFetch(async (url) => {
    if (url === `/api/balance-payment/${TOKEN}`) return options.record?.() ?? json(order);
    if (url === `/api/balance-payment/${TOKEN}/complete`) {
      return options.complete ?? json({ ...order, status: "balance_paid", remainingBalance: 0 });
    }
    if (url === "/paypal/setup")
      return json({ clientToken: "t", clientId: "c", testMode: true, currency: "USD" });
    if (url === "/paypal/order") return json({ id: "ORDER42", status: "CREATED", amount: "1195.37" }, 201);
    if (url === "/paypal/order/ORDER42/capture") {
      return options.capture ?? json({ status: "COMPLETED", customOrderId: 12 });
    }
    return json({ message: "Not found", code: "not_found" }, 404);
  });
}

const renderPage = () =>
  renderRootPage(() => <BalancePayment token={TOKEN} />, {
    shop: { supportEmail: "help@fairwaypin.co", supportPhone: "(949) 555-0148" },
  });

async function pay(calls: { url: string }[]) {
  const approve = approveInPopup();
  await userEvent.click(await screen.findByRole("button", { name: /Pay with PayPal/ }));
  await waitFor(() => expect(calls.some((c) => c.url === "/paypal/order")).toBe(true));
  approve();
}

beforeEach(() => sessionStorage.clear());

cleanUpPagesAfterEach();

describe("BalancePayment", () => {
  it("shows the approved order, its payment summary and what happens next", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    serve({ record: () => gate.then(() => json(order)) });
    renderPage();
    expect(await screen.findByText("Loading payment details...")).toBeTruthy();
    release();
    expect(await screen.findByRole("heading", { name: "Complete Your Order" })).toBeTruthy();
    expect(
      screen.getByText("Your design has been approved! Complete your payment to start production."),
    ).toBeTruthy();
    for (const text of ["#12", "Ada Lovelace", "250 pins", "1.5 inch", "Black Nickel", "Design Approved"]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByRole("img", { name: /approved design/ }).getAttribute("src")).toBe(
      "/uploads/crest.png",
    );
    const summary = screen.getByText("Payment summary").closest("section") as HTMLElement;
    const lines = [...summary.querySelectorAll("dl > div")].map((row) => row.textContent);
    expect(lines).toEqual([
      "Pins$1,212.50",
      "Shipping$25.00",
      "Sales tax$87.91",
      "Total order value$1,325.41",
      "Deposit paid-$130.04",
      "Remaining balance$1,195.37",
    ]);
    expect(within(summary).getByRole("link", { name: "help@fairwaypin.co" })).toBeTruthy();
    expect(screen.getByText("What happens next?")).toBeTruthy();
    expect(screen.getByText("Estimated delivery: 2-3 weeks.")).toBeTruthy();
    expect(await screen.findByText("Test mode — no real money is charged")).toBeTruthy();
  });

  it("pays the balance, confirms it with PayPal's order id, and stays complete on a reload", async () => {
    const calls = serve();
    const page = renderPage();
    await pay(calls);
    // A loaded machine may take more than the default second to finish the PayPal round trip.
    expect(await screen.findByText("Payment Successful!", {}, { timeout: 5000 })).toBeTruthy();
    expect(
      screen.getByText("Your balance has been paid. Your order will now proceed to production."),
    ).toBeTruthy();
    expect(await screen.findByText("Payment Complete!")).toBeTruthy();
    expect(calls.find((c) => c.url === "/paypal/order")?.body).toEqual({
      balanceToken: TOKEN,
      amount: "1195.37",
      currency: "USD",
      intent: "CAPTURE",
      purpose: "balance",
    });
    expect(calls.find((c) => c.url.endsWith("/complete"))?.body).toEqual({ balancePaymentId: "ORDER42" });
    page.unmount();

    // Should the record be unreadable after paying, this tab paid it, so it still reads Payment Complete.
    serve({ record: () => json({ message: "Payment link not found", code: "not_found" }, 404) });
    renderPage();
    expect(await screen.findByText("Payment Complete!")).toBeTruthy();
  });

  it("shows Payment Failed with the server's message, or the generic one", async () => {
    const calls = serve({ complete: json({ message: "This payment was refunded", code: "conflict" }, 409) });
    renderPage();
    await pay(calls);
    expect(await screen.findByText("Payment Failed")).toBeTruthy();
    expect(screen.getByText("This payment was refunded")).toBeTruthy();
    expect(screen.queryByText("Payment Complete!")).toBeNull();
    cleanup();
    toast.dismiss();

    const again = serve({ complete: new Response("", { status: 502 }) });
    renderPage();
    await pay(again);
    expect(await screen.findByText("Payment processing failed")).toBeTruthy();
    cleanup();
    toast.dismiss();

    const declined = "Your payment was declined. Please try another payment method.";
    const third = serve({ capture: json({ message: declined, code: "payment_failed" }, 402) });
    renderPage();
    await pay(third);
    expect(await screen.findByText("Payment Failed")).toBeTruthy();
    expect((await screen.findAllByText(declined)).length).toBeGreaterThan(0);
    expect(third.some((c) => c.url.endsWith("/complete"))).toBe(false);
  });

  it("answers a bad link with Payment Link Not Found and a paid order with Payment Complete!", async () => {
    serve({ record: () => json({ message: "Payment link not found", code: "not_found" }, 404) });
    const first = renderPage();
    expect(await screen.findByText("Payment Link Not Found")).toBeTruthy();
    expect(
      screen.getByText(
        "This payment link may have expired or is invalid. Please contact support for assistance.",
      ),
    ).toBeTruthy();
    first.unmount();

    serve({ record: () => json({ ...order, status: "balance_paid" }) });
    renderPage();
    expect(await screen.findByText("Payment Complete!")).toBeTruthy();
    expect(
      screen.getByText("The balance for this order has already been paid. Your pins are now in production."),
    ).toBeTruthy();
  });

  it("answers an expired link with how to get a new one, not Payment Link Not Found", async () => {
    serve({ record: () => json({ message: BALANCE_LINK_EXPIRED, code: "gone" }, 410) });
    renderPage();
    expect(await screen.findByText("Payment Link Expired")).toBeTruthy();
    expect(screen.getByText(BALANCE_LINK_EXPIRED)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Contact support" }).getAttribute("href")).toBe(
      "mailto:help@fairwaypin.co",
    );
    expect(screen.queryByText("Payment Link Not Found")).toBeNull();
  });
});
