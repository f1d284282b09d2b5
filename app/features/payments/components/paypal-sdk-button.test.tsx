// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json } from "../../../../tests/kits/json-response.ts";
import { PayPalButton } from "./paypal-button.tsx";
import { loadPaypalSdk, type PaypalButtonsOptions } from "./paypal-sdk.ts";

// With real credentials the checkout hands PayPal's Smart Buttons the same createOrder /
// onApprove steps. PayPal's SDK cannot load here, so a stand-in records what it was given.

function serve(capture: () => Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url === "/paypal/setup") {
        return json({ clientToken: "token", clientId: "live-client", testMode: false, currency: "USD" });
      }
      if (url === "/paypal/order") return json({ id: "LIVE1", status: "CREATED", amount: "16.00" }, 201);
      return capture();
    }),
  );
  return calls;
}

/** PayPal's `paypal` global: Buttons(options).render(container). */
function fakePaypalSdk() {
  const rendered: { options: PaypalButtonsOptions; container: HTMLElement }[] = [];
  const buttons = (options: PaypalButtonsOptions) => ({
    render: async (container: HTMLElement) => {
      rendered.push({ options, container });
    },
    close: async () => undefined,
  });
  window.paypal = { Buttons: buttons };
  return rendered;
}

const actions = () => ({ resolve: vi.fn(async () => {}), reject: vi.fn(async () => {}) });

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.paypal;
  for (const script of document.head.querySelectorAll("script[src^='https://www.paypal.com']"))
    script.remove();
});

describe("PayPalButton with real credentials", () => {
  it("renders PayPal's buttons without the test-mode notice, and runs createOrder then onApprove", async () => {
    const calls = serve(() => json({ status: "COMPLETED", orderId: 3 }));
    const rendered = fakePaypalSdk();
    const onSuccess = vi.fn();
    render(
      <PayPalButton
        purpose="cart"
        amountCents={1600}
        orderFields={() => ({ customer: {} })}
        onSuccess={onSuccess}
      />,
    );
    await waitFor(() => expect(rendered).toHaveLength(1));
    expect(screen.queryByText("Test mode — no real money is charged")).toBeNull();
    const { options } = rendered[0]!;

    const click = actions();
    await options.onClick?.({}, click);
    expect(click.resolve).toHaveBeenCalled();
    expect(await options.createOrder()).toBe("LIVE1");
    const restart = vi.fn(async () => {});
    await options.onApprove({ orderID: "LIVE1" }, { restart });
    expect(restart).not.toHaveBeenCalled();
    expect(onSuccess).toHaveBeenCalledWith({ status: "COMPLETED", orderId: 3 }, "LIVE1");
    expect(calls).toEqual(["/paypal/setup", "/paypal/order", "/paypal/order/LIVE1/capture"]);
  });

  it("refuses PayPal's click while the form is incomplete", async () => {
    serve(() => json({}));
    const rendered = fakePaypalSdk();
    render(<PayPalButton purpose="cart" amountCents={1600} orderFields={() => null} onSuccess={vi.fn()} />);
    await waitFor(() => expect(rendered).toHaveLength(1));
    const click = actions();
    await rendered[0]!.options.onClick?.({}, click);
    expect(click.reject).toHaveBeenCalled();
    await expect(rendered[0]!.options.createOrder()).rejects.toThrow();
  });

  it("restarts PayPal on INSTRUMENT_DECLINED, with the decline shown", async () => {
    serve(() =>
      json(
        {
          code: "payment_failed",
          issue: "INSTRUMENT_DECLINED",
          message: "Your payment was declined. Please try another payment method.",
        },
        402,
      ),
    );
    const rendered = fakePaypalSdk();
    const onSuccess = vi.fn();
    render(
      <PayPalButton
        purpose="cart"
        amountCents={1600}
        orderFields={() => ({ customer: {} })}
        onSuccess={onSuccess}
      />,
    );
    await waitFor(() => expect(rendered).toHaveLength(1));
    const restart = vi.fn(async () => {});
    await rendered[0]!.options.onApprove({ orderID: "LIVE1" }, { restart });
    expect(restart).toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your payment was declined. Please try another payment method.",
    );
  });

  it("sends the buyer to PayPal's payer-action page on PAYER_ACTION_REQUIRED, without calling it declined", async () => {
    const payerActionUrl = "https://www.paypal.com/checkoutnow?token=LIVE1";
    serve(() =>
      json(
        {
          code: "payment_failed",
          issue: "PAYER_ACTION_REQUIRED",
          message: "PayPal needs you to confirm this payment. Please continue on PayPal.",
          payerActionUrl,
        },
        402,
      ),
    );
    const assign = vi.fn();
    const location = window.location;
    Object.defineProperty(window, "location", { configurable: true, value: { ...location, assign } });
    try {
      const rendered = fakePaypalSdk();
      render(
        <PayPalButton
          purpose="cart"
          amountCents={1600}
          orderFields={() => ({ customer: {} })}
          onSuccess={vi.fn()}
        />,
      );
      await waitFor(() => expect(rendered).toHaveLength(1));
      const restart = vi.fn(async () => {});
      await rendered[0]!.options.onApprove({ orderID: "LIVE1" }, { restart });
      expect(assign).toHaveBeenCalledWith(payerActionUrl);
      expect(restart).not.toHaveBeenCalled();
      expect((await screen.findByRole("alert")).textContent).toBe(
        "PayPal needs you to confirm this payment. Please continue on PayPal.",
      );
    } finally {
      Object.defineProperty(window, "location", { configurable: true, value: location });
    }
  });

  it("says Payment was cancelled. when the buyer closes PayPal", async () => {
    serve(() => json({}));
    const rendered = fakePaypalSdk();
    render(<PayPalButton purpose="cart" amountCents={1600} orderFields={() => ({})} onSuccess={vi.fn()} />);
    await waitFor(() => expect(rendered).toHaveLength(1));
    rendered[0]!.options.onCancel?.();
    expect((await screen.findByRole("status")).textContent).toBe("Payment was cancelled.");
  });
});

describe("loadPaypalSdk", () => {
  it("adds PayPal's script once, for USD and capture, with the page's CSP nonce", async () => {
    const pageScript = document.createElement("script");
    pageScript.nonce = "n0nce";
    document.body.append(pageScript);
    const loading = loadPaypalSdk("live-client", "USD");
    const script = document.head.querySelector<HTMLScriptElement>("script[src^='https://www.paypal.com']")!;
    const url = new URL(script.src);
    expect(url.pathname).toBe("/sdk/js");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      "client-id": "live-client",
      currency: "USD",
      intent: "capture",
    });
    expect(script.nonce).toBe("n0nce");
    expect(script.dataset.cspNonce).toBe("n0nce");
    expect(loadPaypalSdk("live-client", "USD")).toBe(loading);

    const rendered = fakePaypalSdk();
    script.dispatchEvent(new Event("load"));
    await expect(loading).resolves.toBe(window.paypal);
    expect(rendered).toHaveLength(0);
    pageScript.remove();
  });
});
