// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { customOrderJson } from "../../../../../tests/kits/json-fixtures.ts";
import { json } from "../../../../../tests/kits/json-response.ts";
import {
  approveInPopup,
  cleanUpPagesAfterEach,
  renderRootPage,
  stubFetch,
} from "../../../../../tests/kits/page-test-kit.tsx";
import type { CustomOrderQuoteJson } from "../../custom-orders.schemas.ts";
import type { CheckoutReference } from "../../quote/checkout-link.ts";
import { DRAFT_KEY } from "../builder/builder-draft.ts";
import { CustomCheckout } from "./custom-checkout.tsx";

// The deposit checkout against fakes of the shop's calls at the
// network boundary and of the test-mode approval window.

const reference: CheckoutReference = { id: 7, token: "tok_abcdefghijklmnopqrstuvwxyz" };

const order = customOrderJson({
  id: 7,
  plating: "black-nickel",
  pinBack: "butterfly",
  packaging: "individual-bags,barcode-labels",
  rushOrder: true,
  pricePerPin: 5.55,
  rushOrderFee: 100,
  totalPrice: 655,
  depositAmount: 65.5,
  remainingBalance: 589.5,
  grandTotal: 655,
  logoUrl: "/uploads/abc.png",
  logoFileName: "club-crest.png",
  status: "pending",
  depositPaymentId: null,
  createdAt: "2026-11-22T00:00:00.000Z",
  money: { charged: 0, refunded: 0, netPaid: 0, balanceDue: 0 },
});

/** The server's quote to California: free shipping, 7.25% tax on $655.00, the deposit's share. */
const toCalifornia: CustomOrderQuoteJson = {
  totalPrice: 655,
  shipping: 0,
  tax: 47.49,
  total: 702.49,
  depositAmount: 65.5,
  depositTax: 4.75,
  depositDue: 70.25,
  balanceDue: 632.24,
};

function serve(options: { order?: Response; capture?: unknown; quote?: () => Response } = {}) {
  return stubFetch(async (url) => {
    if (url === `/api/custom-orders/7?token=${reference.token}`) return options.order ?? json(order);
    if (url === "/api/custom-orders/7/quote") return options.quote?.() ?? json(toCalifornia);
    if (url === "/paypal/setup")
      return json({ clientToken: "t", clientId: "c", testMode: true, currency: "USD" });
    if (url === "/paypal/order") return json({ id: "ORDER42", status: "CREATED", amount: "70.25" }, 201);
    if (url === "/paypal/order/ORDER42/capture") {
      return json(options.capture ?? { status: "COMPLETED", customOrderId: 7 }, 200);
    }
    return json({ message: "Not found", code: "not_found" }, 404);
  });
}

function TrackProbe() {
  const location = useLocation();
  return <p data-testid="track">{`${location.pathname}${location.search}`}</p>;
}

let current: CheckoutReference | null = reference;
function CheckoutPage() {
  return <CustomCheckout reference={current} />;
}

function renderCheckout(ref: CheckoutReference | null = reference) {
  current = ref;
  return renderRootPage(CheckoutPage, { routes: [{ path: "/track-order", Component: TrackProbe }] });
}

async function fillAddress() {
  await userEvent.type(screen.getByLabelText("Street address"), "1 Ocean Drive");
  await userEvent.type(screen.getByLabelText("City"), "Newport Beach");
  await userEvent.type(screen.getByLabelText("State / Province"), "CA");
  await userEvent.type(screen.getByLabelText("ZIP / Postal code"), "92660");
  // The server's quote for the address arrives after a pause in the typing.
  await waitFor(() => expect(screen.getByTestId("custom-tax").textContent).not.toMatch(/Calculating|Enter/));
}

beforeEach(() => {
  localStorage.clear();
});

cleanUpPagesAfterEach();

describe("CustomCheckout", () => {
  it("shows the prepared order with a Custom badge and the contact prefilled", async () => {
    serve();
    renderCheckout();
    const summary = (await screen.findByText("Order summary")).closest("section") as HTMLElement;
    expect(within(summary).getByText("Custom")).toBeTruthy();
    expect(within(summary).getByText("100 pins")).toBeTruthy();
    expect(within(summary).getByText("1 inch")).toBeTruthy();
    expect(within(summary).getByText("black nickel")).toBeTruthy();
    expect(within(summary).getByText("Butterfly clutch")).toBeTruthy();
    expect(within(summary).getByText("Individual poly bags, Barcode labels")).toBeTruthy();
    expect(within(summary).getByText("Rush delivery (2-3 weeks)")).toBeTruthy();
    expect(within(summary).getByText("club-crest.png")).toBeTruthy();
    expect(within(summary).getByText("$5.55")).toBeTruthy();
    // The pins, and the total before shipping and tax are known.
    expect(within(summary).getAllByText("$655.00")).toHaveLength(2);
    expect(within(summary).getByText("$65.50")).toBeTruthy();
    expect(within(summary).getByText("$589.50")).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Ada Lovelace"),
    );
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ada@example.com");
  });

  it("adds the shipping and sales tax the server quotes once the address is typed", async () => {
    const calls = serve();
    renderCheckout();
    const summary = (await screen.findByText("Order summary")).closest("section") as HTMLElement;
    expect(within(summary).getByTestId("custom-shipping").textContent).toBe("Enter your address");
    expect(
      within(summary).getByText("Shipping and sales tax are added once we know your address."),
    ).toBeTruthy();
    await fillAddress();
    await waitFor(() => expect(within(summary).getByTestId("custom-tax").textContent).toBe("$47.49"));
    expect(within(summary).getByTestId("custom-shipping").textContent).toBe("Free");
    expect(within(summary).getByTestId("custom-total").textContent).toBe("$702.49");
    expect(within(summary).getByTestId("custom-deposit-due").textContent).toBe("$70.25");
    expect(within(summary).getByText("Includes $4.75 sales tax")).toBeTruthy();
    expect(within(summary).getByText("$632.24")).toBeTruthy();
    expect(calls.findLast((c) => c.url === "/api/custom-orders/7/quote")?.body).toEqual({
      shippingAddress: { country: "US", state: "CA" },
      checkoutToken: reference.token,
    });
  });

  it("says where the shop does not ship and keeps the deposit from being paid", async () => {
    serve({
      quote: () =>
        json({ message: "We don't ship to Hawaii yet.", code: "invalid", field: "shippingAddress" }, 400),
    });
    renderCheckout();
    await screen.findByText("Order summary");
    await fillAddress();
    expect(await screen.findByTestId("quote-refusal")).toBeTruthy();
    expect(
      screen.getByText("We don't ship to Hawaii yet. Please choose another shipping address."),
    ).toBeTruthy();
    expect(within(screen.getByTestId("custom-tax")).getByText("Not available")).toBeTruthy();
    expect((await screen.findByRole("button", { name: /Pay with PayPal/ })).hasAttribute("disabled")).toBe(
      true,
    );
  });

  it("pays the deposit for this order, clears the draft and goes to tracking", async () => {
    const calls = serve();
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ timestamp: Date.now(), quantity: 100 }));
    const approve = approveInPopup();
    renderCheckout();
    await screen.findByText("Order summary");
    await fillAddress();
    await userEvent.click(await screen.findByRole("button", { name: /Pay with PayPal/ }));
    await waitFor(() => expect(calls.some((c) => c.url === "/paypal/order")).toBe(true));
    approve();

    expect(await screen.findByTestId("track")).toBeTruthy();
    expect(screen.getByTestId("track").textContent).toBe("/track-order?id=7&type=custom&fromCheckout=true");
    expect(await screen.findByText("Deposit Payment Successful!")).toBeTruthy();
    expect(
      screen.getByText("Your 10% deposit has been paid. We'll send your mockup within 24 hours."),
    ).toBeTruthy();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(calls.find((c) => c.url === "/paypal/order")?.body).toEqual({
      purpose: "deposit",
      customOrderId: 7,
      checkoutToken: reference.token,
      amount: "70.25",
      currency: "USD",
      intent: "CAPTURE",
      customer: {
        name: "Ada Lovelace",
        email: "ada@example.com",
        shippingAddress: {
          line1: "1 Ocean Drive",
          city: "Newport Beach",
          state: "CA",
          postalCode: "92660",
          country: "US",
        },
      },
    });
  });

  it("shows a guest the order number, what comes next and the private link, without leaving", async () => {
    const viewUrl = `http://localhost/orders/${"a".repeat(43)}`;
    serve({ capture: { status: "COMPLETED", customOrderId: 7, viewUrl } });
    const approve = approveInPopup();
    renderCheckout();
    await screen.findByText("Order summary");
    await fillAddress();
    await userEvent.click(await screen.findByRole("button", { name: /Pay with PayPal/ }));
    approve();

    expect(
      await screen.findByRole("heading", { name: "Deposit Payment Successful!", level: 1 }),
    ).toBeTruthy();
    expect(screen.getByText("Order #7")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "What happens next" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "We e-mailed you a private link" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /View your order/ }).getAttribute("href")).toBe(viewUrl);
    expect(screen.getByText(viewUrl)).toBeTruthy();
    expect(screen.queryByTestId("track")).toBeNull();
  });

  it("says so when the payment went through but the order could not be written", async () => {
    const calls = serve({
      capture: { status: "COMPLETED", customOrderId: null, message: "We received your payment." },
    });
    const approve = approveInPopup();
    renderCheckout();
    await screen.findByText("Order summary");
    await fillAddress();
    await userEvent.click(await screen.findByRole("button", { name: /Pay with PayPal/ }));
    await waitFor(() => expect(calls.some((c) => c.url === "/paypal/order")).toBe(true));
    approve();
    expect(
      (await screen.findAllByText(/Payment successful but failed to create order\. Please contact support\./))
        .length,
    ).toBeGreaterThan(0);
    expect(screen.queryByTestId("track")).toBeNull();
  });

  it("refuses a malformed link and an unknown order, and sends a paid one to tracking", async () => {
    serve();
    const first = renderCheckout(null);
    expect(await screen.findByText("Order not found")).toBeTruthy();
    first.unmount();

    serve({ order: json({ message: "Order not found", code: "not_found" }, 404) });
    const second = renderCheckout();
    expect(await screen.findByText("Order not found")).toBeTruthy();
    second.unmount();

    serve({ order: json({ ...order, status: "deposit_paid" }) });
    renderCheckout();
    expect(await screen.findByText("Your deposit is already paid")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Track your order" }).getAttribute("href")).toBe(
      "/track-order?id=7&type=custom&fromCheckout=true",
    );
  });
});
