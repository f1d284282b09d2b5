// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster, toast } from "../../../../components/ui/sonner.tsx";
import type { CustomOrderJson } from "../../custom-orders.schemas.ts";
import type { CheckoutReference } from "../../quote/checkout-link.ts";
import { DRAFT_KEY } from "../builder/builder-draft.ts";
import { CustomCheckout } from "./custom-checkout.tsx";

// The deposit checkout against fakes of the shop's calls at the
// network boundary and of the test-mode approval window.

const reference: CheckoutReference = { id: 7, token: "tok_abcdefghijklmnopqrstuvwxyz" };

const order: CustomOrderJson = {
  id: 7,
  quantity: 100,
  size: "1inch",
  plating: "black-nickel",
  pinBack: "butterfly",
  packaging: "individual-bags,barcode-labels",
  rushOrder: true,
  pricePerPin: 5.55,
  rushOrderFee: 100,
  totalPrice: 655,
  depositAmount: 65.5,
  remainingBalance: 589.5,
  discountAmount: 0,
  customerName: "Ada Lovelace",
  customerEmail: "ada@example.com",
  promoCode: null,
  logoUrl: "/uploads/abc.png",
  logoFileName: "club-crest.png",
  status: "pending",
  depositPaymentId: null,
  balancePaymentId: null,
  trackingNumber: null,
  trackingUrl: null,
  createdAt: "2026-11-22T00:00:00.000Z",
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function serve(options: { order?: Response; capture?: unknown } = {}) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url === `/api/custom-orders/7?token=${reference.token}`) return options.order ?? json(order);
      if (url === "/paypal/setup")
        return json({ clientToken: "t", clientId: "c", testMode: true, currency: "USD" });
      if (url === "/paypal/order") return json({ id: "ORDER42", status: "CREATED", amount: "65.50" }, 201);
      if (url === "/paypal/order/ORDER42/capture") {
        return json(options.capture ?? { status: "COMPLETED", customOrderId: 7 }, 200);
      }
      return json({ message: "Not found", code: "not_found" }, 404);
    }),
  );
  return calls;
}

function TrackProbe() {
  const location = useLocation();
  return <p data-testid="track">{`${location.pathname}${location.search}`}</p>;
}

let current: CheckoutReference | null = reference;
function CheckoutPage() {
  return <CustomCheckout reference={current} />;
}

function Nothing() {
  return null;
}

function renderCheckout(ref: CheckoutReference | null = reference) {
  current = ref;
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ user: null, shop: { supportEmail: "help@fairwaypin.co" } }),
      HydrateFallback: Nothing,
      Component: CheckoutPage,
    },
    { path: "/track-order", Component: TrackProbe },
  ]);
  // The toaster lives outside the routes, as in root.tsx, so a toast outlives the navigation.
  return render(
    <>
      <Stub initialEntries={["/"]} />
      <Toaster />
    </>,
  );
}

/** The emulator's approval window: opened during the click, then the buyer approves. */
function approveInPopup() {
  const popup = {
    closed: false,
    close: vi.fn(),
    focus: vi.fn(),
    location: { replace: vi.fn() },
    document: { title: "", body: document.createElement("body") },
  };
  vi.spyOn(window, "open").mockImplementation(() => popup as unknown as Window);
  return () =>
    window.dispatchEvent(
      new MessageEvent("message", {
        origin: window.location.origin,
        data: { source: "paypal-emulator", token: "ORDER42", decision: "approve" },
      }),
    );
}

async function fillAddress() {
  await userEvent.type(screen.getByLabelText("Street address"), "1 Ocean Drive");
  await userEvent.type(screen.getByLabelText("City"), "Newport Beach");
  await userEvent.type(screen.getByLabelText("State / Province"), "CA");
  await userEvent.type(screen.getByLabelText("ZIP / Postal code"), "92660");
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

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
    expect(within(summary).getByText("$655.00")).toBeTruthy();
    expect(within(summary).getByText("$65.50")).toBeTruthy();
    expect(within(summary).getByText("$589.50")).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Ada Lovelace"),
    );
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ada@example.com");
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
      amount: "65.50",
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
