// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json } from "../../../../tests/kits/json-response.ts";
import { PayPalButton, type PayPalButtonProps } from "./paypal-button.tsx";

// The test-mode PayPal button's createOrder → approve → capture steps against a fake of
// the shop's payment calls at the network boundary, and a fake approval window.

const PAY = "Pay with PayPal (test mode)";
const customer = { name: "Jamie Fairway", email: "jamie@example.com" };

interface FakePayments {
  calls: { method: string; url: string; body: unknown }[];
  order: () => Response;
  capture: () => Response;
}

function fakePayments(): FakePayments {
  const api: FakePayments = {
    calls: [],
    order: () => json({ id: "ORDER42", status: "CREATED", amount: "27.20" }, 201),
    capture: () => json({ status: "COMPLETED", orderId: 7 }),
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      api.calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url === "/paypal/setup") {
        return json({
          clientToken: "test-x",
          clientId: "fairway-test-client",
          testMode: true,
          currency: "USD",
        });
      }
      if (url === "/paypal/order") return api.order();
      if (url === "/paypal/order/ORDER42/capture") return api.capture();
      return json({ message: "Not found", code: "not_found" }, 404);
    }),
  );
  return api;
}

/** A stand-in for the approval popup: records where it was sent, and can be closed. */
function fakeWindow() {
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
    focus: vi.fn(),
    location: { replace: vi.fn() },
    document: { title: "", body: document.createElement("body") },
  };
  return popup;
}

function stubWindowOpen(popup: ReturnType<typeof fakeWindow> | null) {
  const open = vi.fn(() => popup as unknown as Window | null);
  vi.spyOn(window, "open").mockImplementation(open);
  return open;
}

/** What the emulator's page posts to its opener before closing. */
function buyerDecides(decision: "approve" | "cancel", token = "ORDER42") {
  window.dispatchEvent(
    new MessageEvent("message", {
      origin: window.location.origin,
      data: { source: "paypal-emulator", token, decision },
    }),
  );
}

function renderButton(props: Partial<PayPalButtonProps> = {}) {
  const onSuccess = vi.fn();
  const onRefused = vi.fn();
  render(
    <PayPalButton
      purpose="cart"
      amountCents={2720}
      orderFields={() => ({ customer, discountCode: "SAVE15" })}
      onSuccess={onSuccess}
      onRefused={onRefused}
      {...props}
    />,
  );
  return { onSuccess, onRefused };
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("PayPalButton in test mode", () => {
  it("shows Loading payment information... until set-up answers, then the marked button", async () => {
    fakePayments();
    renderButton();
    expect(screen.getByText("Loading payment information...")).toBeTruthy();
    expect(await screen.findByRole("button", { name: PAY })).toBeTruthy();
    expect(screen.getByText("Test mode — no real money is charged")).toBeTruthy();
  });

  it("opens the window during the click, creates the order with the shown amount, captures after approval", async () => {
    const api = fakePayments();
    const popup = fakeWindow();
    const open = stubWindowOpen(popup);
    const { onSuccess } = renderButton();
    await userEvent.click(await screen.findByRole("button", { name: PAY }));

    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(popup.location.replace).toHaveBeenCalledWith("/__paypal/checkoutnow?token=ORDER42"),
    );
    expect(api.calls.find((c) => c.url === "/paypal/order")?.body).toEqual({
      customer,
      discountCode: "SAVE15",
      amount: "27.20",
      currency: "USD",
      intent: "CAPTURE",
      purpose: "cart",
    });
    expect(await screen.findByRole("button", { name: "Waiting for PayPal..." })).toHaveProperty(
      "disabled",
      true,
    );
    expect(api.calls.some((c) => c.url.endsWith("/capture"))).toBe(false);

    buyerDecides("approve");
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ status: "COMPLETED", orderId: 7 }, "ORDER42"),
    );
    expect(api.calls.filter((c) => c.url === "/paypal/order/ORDER42/capture")).toHaveLength(1);
  });

  it("does nothing but show the form's messages when the details are incomplete", async () => {
    const api = fakePayments();
    const open = stubWindowOpen(fakeWindow());
    renderButton({ orderFields: () => null });
    await userEvent.click(await screen.findByRole("button", { name: PAY }));
    expect(open).not.toHaveBeenCalled();
    expect(api.calls.map((c) => c.url)).toEqual(["/paypal/setup"]);
  });

  it("on a changed total (409) closes the window, says so and hands the server's figure back", async () => {
    const api = fakePayments();
    api.order = () =>
      json(
        { message: "The total has changed. Please review your order.", code: "conflict", amount: "32.00" },
        409,
      );
    const popup = fakeWindow();
    stubWindowOpen(popup);
    const { onRefused, onSuccess } = renderButton();
    await userEvent.click(await screen.findByRole("button", { name: PAY }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The total has changed. Please review your order.",
    );
    expect(popup.close).toHaveBeenCalled();
    expect(onRefused.mock.calls[0]![0]).toMatchObject({ status: 409, amount: "32.00" });
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: PAY })).toHaveProperty("disabled", false);
  });

  it("on INSTRUMENT_DECLINED says so and lets the shopper try again", async () => {
    const api = fakePayments();
    api.capture = () =>
      json(
        {
          code: "payment_failed",
          issue: "INSTRUMENT_DECLINED",
          message: "Your payment was declined. Please try another payment method.",
        },
        402,
      );
    stubWindowOpen(fakeWindow());
    const { onSuccess } = renderButton();
    await userEvent.click(await screen.findByRole("button", { name: PAY }));
    await screen.findByRole("button", { name: "Waiting for PayPal..." });
    buyerDecides("approve");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your payment was declined. Please try another payment method.",
    );
    expect(onSuccess).not.toHaveBeenCalled();

    api.capture = () => json({ status: "COMPLETED", orderId: 8 });
    stubWindowOpen(fakeWindow());
    await userEvent.click(await screen.findByRole("button", { name: PAY }));
    await screen.findByRole("button", { name: "Waiting for PayPal..." });
    buyerDecides("approve");
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ status: "COMPLETED", orderId: 8 }, "ORDER42"),
    );
  });

  it("a cancel in the window, or closing it, only shows Payment was cancelled.", async () => {
    const api = fakePayments();
    stubWindowOpen(fakeWindow());
    renderButton();
    await userEvent.click(await screen.findByRole("button", { name: PAY }));
    await screen.findByRole("button", { name: "Waiting for PayPal..." });
    buyerDecides("approve", "SOMEONE-ELSES-ORDER");
    buyerDecides("cancel");
    expect((await screen.findByRole("status")).textContent).toBe("Payment was cancelled.");

    const popup = fakeWindow();
    stubWindowOpen(popup);
    await userEvent.click(await screen.findByRole("button", { name: PAY }));
    await screen.findByRole("button", { name: "Waiting for PayPal..." });
    popup.close();
    await screen.findByRole("button", { name: PAY });
    expect(screen.getByText("Payment was cancelled.")).toBeTruthy();
    expect(api.calls.some((c) => c.url.endsWith("/capture"))).toBe(false);
  });

  it("when the browser blocks the window, offers to open it from a new click", async () => {
    fakePayments();
    stubWindowOpen(null);
    const { onSuccess } = renderButton();
    await userEvent.click(await screen.findByRole("button", { name: PAY }));
    const openPaypal = await screen.findByRole("button", { name: "Open PayPal" });
    expect(screen.getByText(/blocked PayPal's window/)).toBeTruthy();

    const open = stubWindowOpen(fakeWindow());
    await userEvent.click(openPaypal);
    expect(open).toHaveBeenCalledWith(
      "/__paypal/checkoutnow?token=ORDER42",
      "paypal-test-approval",
      expect.stringContaining("width=480,height=640"),
    );
    buyerDecides("approve");
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ status: "COMPLETED", orderId: 7 }, "ORDER42"),
    );
  });

  it("offers a retry when set-up cannot be loaded", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("down", { status: 503 })),
    );
    renderButton();
    expect(
      await screen.findByText("Payment information could not be loaded. Please try again."),
    ).toBeTruthy();
    fakePayments();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: PAY })).toBeTruthy();
  });
});
