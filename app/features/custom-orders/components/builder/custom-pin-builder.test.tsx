// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster, toast } from "../../../../components/ui/sonner.tsx";
import { quoteCustomOrder } from "../../../pricing/index.ts";
import { localDate } from "../../in-hands-date.ts";
import { DRAFT_KEY, DRAFT_MAX_AGE_MS } from "./builder-draft.ts";
import { type BuilderState, INITIAL_STATE } from "./builder-state.ts";
import { CustomPinBuilder } from "./custom-pin-builder.tsx";

// The builder fires on a canvas of its own, made through confetti.create.
const confetti = vi.hoisted(() => vi.fn());
vi.mock("canvas-confetti", () => ({ default: { create: () => confetti } }));

type Answer = { status?: number; body?: unknown } | "network";
type Routes = Record<string, Answer | ((init: RequestInit | undefined) => Answer)>;

/** Stubs the network boundary: each "METHOD /path" answers as told; anything else is a 404. */
function serve(routes: Routes) {
  const calls: { key: string; init?: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const path = String(input).split("?")[0];
    const key = `${init?.method ?? "GET"} ${path}`;
    calls.push({ key, init });
    const route = routes[key];
    const answer = typeof route === "function" ? route(init) : (route ?? { status: 404, body: {} });
    if (answer === "network") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

const rushOpen: Routes = {
  "GET /api/custom-orders/rush-availability": { body: { capacity: 10, used: 7, spotsLeft: 3 } },
};

function CheckoutProbe() {
  const location = useLocation();
  return <p data-testid="checkout">{`${location.pathname}${location.search}`}</p>;
}

function BuilderPage() {
  return (
    <>
      <CustomPinBuilder />
      <Toaster />
    </>
  );
}

function Nothing() {
  return null;
}

function renderBuilder(user: { username: string } | null = null) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ user, shop: { supportEmail: "help@example.com" } }),
      HydrateFallback: Nothing,
      Component: BuilderPage,
    },
    { path: "/checkout", Component: CheckoutProbe },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

function saveDraft(state: Partial<BuilderState>, ageMs = 60_000) {
  localStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ ...INITIAL_STATE, ...state, timestamp: Date.now() - ageMs }),
  );
}

const button = (name: string | RegExp) => screen.getByRole("button", { name });
const isDisabled = (name: string | RegExp) => (button(name) as HTMLButtonElement).disabled;
const checkbox = (name: RegExp) => screen.getByRole("checkbox", { name });
const checked = (name: RegExp) => checkbox(name).getAttribute("aria-checked") === "true";
const pngFile = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], "crest.png", { type: "image/png" });
const stepHeading = (name: string) => screen.findByRole("heading", { level: 3, name });

beforeEach(() => {
  localStorage.clear();
  confetti.mockReset();
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  // Sonner keeps its toasts in a module-wide store and replays them to the next Toaster.
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

describe("CustomPinBuilder steps", () => {
  it("disables Previous on step 1, moves on with Next and puts focus on the new step's heading", async () => {
    serve(rushOpen);
    renderBuilder();
    await stepHeading("Choose Quantity");
    expect(isDisabled(/Previous/)).toBe(true);
    expect(isDisabled(/Next/)).toBe(false);
    const progress = screen.getByRole("navigation", { name: "Order progress" });
    expect(within(progress).getAllByRole("listitem")[0]!.getAttribute("aria-current")).toBe("step");

    await userEvent.click(button(/Next/));
    const heading = await stepHeading("Pin Specifications");
    expect(document.activeElement).toBe(heading);
    expect(isDisabled(/Previous/)).toBe(false);
    expect(within(progress).getAllByRole("listitem")[1]!.getAttribute("aria-current")).toBe("step");
    expect(
      within(progress).getByRole("button", { name: /Step 1: Choose Quantity \(completed\)/ }),
    ).toBeTruthy();

    await userEvent.click(button(/Previous/));
    await stepHeading("Choose Quantity");
  });

  it("moves the slider and buttons in steps of 25 between 50 and 1000 and shows the live price", async () => {
    serve(rushOpen);
    renderBuilder();
    await stepHeading("Choose Quantity");
    expect(isDisabled("Decrease quantity by 25")).toBe(true);
    await userEvent.click(button("Increase quantity by 25"));
    await userEvent.click(button("Increase quantity by 25"));
    expect(screen.getByRole("slider", { name: "Quantity" }).getAttribute("aria-valuenow")).toBe("100");
    // 100 silver 1-inch pins: $5.00 each, $500.00, $50.00 deposit.
    const summary = screen.getByRole("complementary", { name: "Your order" });
    expect(within(summary).getByText("$500.00")).toBeTruthy();
    expect(within(summary).getByText("$50.00")).toBeTruthy();
  });

  it("takes any whole quantity typed beside the slider, and says what the next tier would cost", async () => {
    serve(rushOpen);
    renderBuilder();
    await stepHeading("Choose Quantity");
    const summary = screen.getByRole("complementary", { name: "Your order" });
    // 50 pins at $7.00 cost more in all than 51 at $6.00.
    expect(
      within(summary).getByText(
        "Order 51 and pay $6.00 a pin: $306.00 total, $44.00 less than your 50 pins.",
      ),
    ).toBeTruthy();
    const field = screen.getByRole("spinbutton", { name: "Number of pins" });
    await userEvent.clear(field);
    await userEvent.type(field, "60");
    expect(screen.getByRole("slider", { name: "Quantity" }).getAttribute("aria-valuenow")).toBe("60");
    // 60 silver 1-inch pins: $6.00 each, $360.00.
    expect(within(summary).getByText("$360.00")).toBeTruthy();
    expect(
      within(summary).getByText(
        "Order 100 and pay $5.00 a pin: $500.00 total, $1.00 less per pin for $140.00 more.",
      ),
    ).toBeTruthy();
    await userEvent.click(button(/Next/));
    await stepHeading("Pin Specifications");
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "{}").quantity).toBe(60);
  });

  it("explains a typed quantity below 50 or over 1,000 and keeps the nearest one", async () => {
    serve(rushOpen);
    renderBuilder();
    await stepHeading("Choose Quantity");
    const field = screen.getByRole("spinbutton", { name: "Number of pins" });
    await userEvent.clear(field);
    await userEvent.type(field, "30");
    expect(screen.getByText("The minimum order is 50 pins.")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await userEvent.tab();
    expect((field as HTMLInputElement).value).toBe("50");
    expect(screen.getByText("The minimum order is 50 pins.")).toBeTruthy();

    await userEvent.clear(field);
    await userEvent.type(field, "1200");
    expect(screen.getByText(/Over 1,000\? Ask us for a quote/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "help@example.com" }).getAttribute("href")).toBe(
      "mailto:help@example.com",
    );
    await userEvent.tab();
    expect(screen.getByRole("slider", { name: "Quantity" }).getAttribute("aria-valuenow")).toBe("1000");

    await userEvent.click(button("Decrease quantity by 25"));
    expect(screen.queryByText(/Over 1,000/)).toBeNull();
    expect((field as HTMLInputElement).value).toBe("975");
  });

  it("keeps Next disabled on step 4 until there is a logo, a name and an e-mail", async () => {
    serve(rushOpen);
    saveDraft({ currentStep: 4 });
    renderBuilder();
    await stepHeading("Upload Design & Details");
    expect(isDisabled(/Next/)).toBe(true);
    await userEvent.upload(screen.getByLabelText("Your logo or artwork"), pngFile());
    expect(screen.getByText("crest.png")).toBeTruthy();
    expect(isDisabled(/Next/)).toBe(true);
    await userEvent.type(screen.getByLabelText("Full name"), "Ada Lovelace");
    expect(isDisabled(/Next/)).toBe(true);
    await userEvent.type(screen.getByLabelText("Email"), "ada@");
    expect(isDisabled(/Next/)).toBe(true);
    await userEvent.type(screen.getByLabelText("Email"), "example.com");
    expect(isDisabled(/Next/)).toBe(false);
  });

  it("refuses a logo over 10 MB with a clear message", async () => {
    serve(rushOpen);
    saveDraft({ currentStep: 4 });
    renderBuilder();
    await stepHeading("Upload Design & Details");
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "huge.png", { type: "image/png" });
    await userEvent.upload(screen.getByLabelText("Your logo or artwork"), big);
    expect(screen.getByRole("alert").textContent).toBe(
      "Your file is larger than 10 MB. Please upload a smaller file.",
    );
    expect(screen.queryByText("huge.png")).toBeNull();
  });
});

describe("packaging and delivery (step 3)", () => {
  it("applies the just-pins rules through the checkboxes", async () => {
    serve(rushOpen);
    saveDraft({ currentStep: 3 });
    renderBuilder();
    await stepHeading("Packaging & Delivery");
    expect(checked(/Just pins/)).toBe(true);

    await userEvent.click(checkbox(/Individual poly bags/));
    expect(checked(/Individual poly bags/)).toBe(true);
    expect(checked(/Just pins/)).toBe(false);
    await userEvent.click(checkbox(/Backer cards/));
    expect(checked(/Backer cards/)).toBe(true);

    await userEvent.click(checkbox(/Just pins/));
    expect(checked(/Just pins/)).toBe(true);
    expect(checked(/Individual poly bags/)).toBe(false);
    expect(checked(/Backer cards/)).toBe(false);

    await userEvent.click(checkbox(/Barcode labels/));
    await userEvent.click(checkbox(/Barcode labels/));
    expect(checked(/Just pins/)).toBe(true);
    expect(isDisabled(/Next/)).toBe(false);
  });

  it("says which delivery meets the in-hands date, suggests rush when only rush does, and sends the date", async () => {
    const calls = serve({
      ...rushOpen,
      "POST /api/custom-orders/prepare": { status: 201, body: { id: 9, checkoutToken: "tok" } },
    });
    saveDraft({ currentStep: 3, customerName: "Ada", customerEmail: "ada@example.com" });
    renderBuilder();
    await stepHeading("Packaging & Delivery");
    const inDays = (days: number) => {
      const date = new Date();
      date.setDate(date.getDate() + days);
      return localDate(date);
    };
    const field = screen.getByLabelText("In-hands date (optional)");
    // Standard takes 33 days, rush 26.
    fireEvent.change(field, { target: { value: inDays(40) } });
    expect(await screen.findByText(/^Standard delivery arrives in time for/)).toBeTruthy();
    fireEvent.change(field, { target: { value: inDays(20) } });
    expect(await screen.findByText(/^Neither delivery arrives by/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "help@example.com" })).toBeTruthy();
    fireEvent.change(field, { target: { value: inDays(-1) } });
    expect(await screen.findByText("Please choose a date from today on.")).toBeTruthy();

    fireEvent.change(field, { target: { value: inDays(30) } });
    expect(await screen.findByText(/^Only rush delivery arrives in time for/)).toBeTruthy();
    await userEvent.click(button(/Choose rush delivery/));
    expect(checked(/Rush delivery \(2-3 weeks\)/)).toBe(true);
    expect(screen.getByText(/^Rush delivery arrives in time for/)).toBeTruthy();

    await userEvent.click(button(/Next/));
    await stepHeading("Upload Design & Details");
    await userEvent.upload(screen.getByLabelText("Your logo or artwork"), pngFile());
    await userEvent.click(button(/Next/));
    await stepHeading("Review & Order");
    await userEvent.click(await screen.findByRole("button", { name: /Pay Deposit/ }));
    await waitFor(() => expect(calls.some((c) => c.key === "POST /api/custom-orders/prepare")).toBe(true));
    const sent = calls.find((c) => c.key === "POST /api/custom-orders/prepare")!.init!.body as FormData;
    expect(JSON.parse(String(sent.get("orderData")))).toMatchObject({
      rushOrder: true,
      inHandsDate: inDays(30),
    });
  });

  it("keeps exactly one delivery checked, with the real spots left on the rush badge", async () => {
    serve(rushOpen);
    saveDraft({ currentStep: 3 });
    renderBuilder();
    await stepHeading("Packaging & Delivery");
    expect(checked(/Standard delivery \(3-4 weeks\)/)).toBe(true);
    expect(checked(/Rush delivery \(2-3 weeks\)/)).toBe(false);
    expect(await screen.findByText("Only 3 spots left this month")).toBeTruthy();

    await userEvent.click(checkbox(/Rush delivery/));
    expect(checked(/Rush delivery/)).toBe(true);
    expect(checked(/Standard delivery/)).toBe(false);
    const summary = screen.getByRole("complementary", { name: "Your order" });
    expect(within(summary).getByText("$100.00")).toBeTruthy();

    await userEvent.click(checkbox(/Standard delivery/));
    expect(checked(/Standard delivery/)).toBe(true);
    expect(checked(/Rush delivery/)).toBe(false);
    await userEvent.click(checkbox(/Standard delivery/));
    expect(checked(/Rush delivery/)).toBe(true);
    await userEvent.click(checkbox(/Rush delivery/));
    expect(checked(/Standard delivery/)).toBe(true);
  });

  it("cannot choose rush when the month is fully booked, and drops a saved rush choice", async () => {
    serve({ "GET /api/custom-orders/rush-availability": { body: { capacity: 5, used: 5, spotsLeft: 0 } } });
    saveDraft({ currentStep: 3, rushOrder: true });
    renderBuilder();
    await stepHeading("Packaging & Delivery");
    await screen.findByText(/Rush delivery is fully booked this month/);
    expect((checkbox(/Rush delivery/) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(checked(/Standard delivery/)).toBe(true));
    expect(screen.queryByText(/spots left this month/)).toBeNull();
  });
});

describe("the saved draft", () => {
  it("saves every change without the file, and restores it on the next visit", async () => {
    serve(rushOpen);
    const first = renderBuilder();
    await stepHeading("Choose Quantity");
    await userEvent.click(button("Increase quantity by 25"));
    await userEvent.click(button(/Next/));
    await stepHeading("Pin Specifications");
    await userEvent.click(screen.getByRole("radio", { name: /Gold/ }));
    const saved = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "{}");
    expect(saved).toMatchObject({ currentStep: 2, quantity: 75, plating: "gold", size: "1inch" });
    expect(Object.keys(saved).sort()).toEqual(
      [
        "appliedDiscount",
        "currentStep",
        "customerEmail",
        "customerName",
        "inHandsDate",
        "packaging",
        "pinBack",
        "plating",
        "promoCode",
        "quantity",
        "rushOrder",
        "size",
        "timestamp",
      ].sort(),
    );
    first.unmount();

    renderBuilder();
    await stepHeading("Pin Specifications");
    expect((screen.getByRole("radio", { name: /Gold/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("75 custom pins")).toBeTruthy();
  });

  it("ignores and removes a draft 7 days old", async () => {
    serve(rushOpen);
    saveDraft({ currentStep: 3, quantity: 500 }, DRAFT_MAX_AGE_MS + 1000);
    renderBuilder();
    await stepHeading("Choose Quantity");
    expect(screen.getByText("50 custom pins")).toBeTruthy();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "{}").quantity).toBe(50));
  });

  it("asks for the logo again after a restore, since files are not saved", async () => {
    serve(rushOpen);
    saveDraft({ currentStep: 5, customerName: "Ada", customerEmail: "ada@example.com" });
    renderBuilder();
    await stepHeading("Review & Order");
    expect(screen.getByText("Not uploaded yet")).toBeTruthy();
    await userEvent.click(button(/Pay Deposit/));
    expect(await screen.findByText("Missing Information")).toBeTruthy();
    expect(screen.getByText("Please upload your logo and fill in all contact details.")).toBeTruthy();
  });
});

/** Step 4 filled in, then on to the review. */
async function reachReview() {
  saveDraft({
    currentStep: 4,
    quantity: 100,
    customerName: "Ada Lovelace",
    customerEmail: "ada@example.com",
  });
  renderBuilder();
  await stepHeading("Upload Design & Details");
  await userEvent.upload(screen.getByLabelText("Your logo or artwork"), pngFile());
  await userEvent.click(button(/Next/));
  await stepHeading("Review & Order");
}

describe("the promo code (step 5)", () => {
  it("is trimmed, applied, removable, and checked against pins plus rush", async () => {
    const calls = serve({
      ...rushOpen,
      "POST /api/discount-codes/validate": {
        body: { valid: true, discountAmount: 75, discountCode: { code: "SAVE15" } },
      },
    });
    await reachReview();
    const field = screen.getByLabelText("Promo code");
    expect(isDisabled("Apply")).toBe(true);
    await userEvent.type(field, "   ");
    expect(isDisabled("Apply")).toBe(true);
    await userEvent.type(field, "save15 ");
    await userEvent.click(button("Apply"));

    expect(await screen.findByText("Promo Code Applied")).toBeTruthy();
    const validate = calls.find((c) => c.key === "POST /api/discount-codes/validate");
    expect(JSON.parse(String(validate?.init?.body))).toEqual({ code: "save15", orderAmount: 500 });
    expect(screen.getByText("SAVE15")).toBeTruthy();
    // $500.00 − $75.00 = $425.00; the deposit is $42.50.
    expect(button(/Pay Deposit - \$42\.50/)).toBeTruthy();

    await userEvent.click(button(/Remove/));
    expect(button(/Pay Deposit - \$50\.00/)).toBeTruthy();
    expect(screen.getByLabelText("Promo code")).toBeTruthy();
  });

  it("shows the server's reason for an invalid code, or the shop's own text", async () => {
    let error: string | undefined = "This discount code has expired";
    serve({
      ...rushOpen,
      "POST /api/discount-codes/validate": () => ({ body: { valid: false, discountAmount: 0, error } }),
    });
    await reachReview();
    await userEvent.type(screen.getByLabelText("Promo code"), "OLD");
    await userEvent.click(button("Apply"));
    expect(await screen.findByText("Invalid Promo Code")).toBeTruthy();
    expect(screen.getByText("This discount code has expired")).toBeTruthy();
    expect(button(/Pay Deposit - \$50\.00/)).toBeTruthy();

    error = undefined;
    await userEvent.click(button("Apply"));
    expect(await screen.findByText("This promo code is not valid for your order.")).toBeTruthy();
  });

  it("says so when the check cannot be made", async () => {
    serve({ ...rushOpen, "POST /api/discount-codes/validate": "network" });
    await reachReview();
    await userEvent.type(screen.getByLabelText("Promo code"), "SAVE15");
    await userEvent.click(button("Apply"));
    expect(await screen.findByText("Failed to validate promo code. Please try again.")).toBeTruthy();
    expect(screen.getByText("Error")).toBeTruthy();
  });

  it("checks an applied code again when the order changes, and clears it when it no longer holds", async () => {
    serve({
      ...rushOpen,
      "POST /api/discount-codes/validate": (init) => {
        const { orderAmount } = JSON.parse(String(init?.body));
        return orderAmount === 500
          ? { body: { valid: true, discountAmount: 75, discountCode: { code: "BIG" } } }
          : { body: { valid: false, discountAmount: 0, error: "Minimum order amount is $500.00" } };
      },
    });
    await reachReview();
    await userEvent.type(screen.getByLabelText("Promo code"), "BIG");
    await userEvent.click(button("Apply"));
    await screen.findByText("BIG");

    await userEvent.click(button("Edit quantity"));
    await stepHeading("Choose Quantity");
    await userEvent.click(button("Decrease quantity by 25"));
    expect(await screen.findByText("Minimum order amount is $500.00")).toBeTruthy();
    expect(screen.getByText("Invalid Promo Code")).toBeTruthy();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "{}").appliedDiscount).toBeNull(),
    );
  });
});

describe("placing the order", () => {
  const prepared = { id: 7, checkoutToken: "tok_abcdefghijklmnopqrstuvwxyz", customerName: "Ada Lovelace" };

  it("prepares the order with the logo and the engine's figures, then opens the checkout by id only", async () => {
    const calls = serve({ ...rushOpen, "POST /api/custom-orders/prepare": { status: 201, body: prepared } });
    await reachReview();
    await userEvent.click(button(/Pay Deposit - \$50\.00/));
    const shown = await screen.findByTestId("checkout");

    const url = new URL(shown.textContent ?? "", "http://shop.test");
    expect(url.pathname).toBe("/checkout");
    expect(url.searchParams.get("customOrderId")).toBe("7");
    expect(JSON.parse(atob(url.searchParams.get("orderData") ?? ""))).toEqual({
      id: 7,
      token: prepared.checkoutToken,
    });

    const body = calls.find((c) => c.key === "POST /api/custom-orders/prepare")?.init?.body as FormData;
    expect((body.get("logo") as File).name).toBe("crest.png");
    const quote = quoteCustomOrder({
      quantity: 100,
      size: "1inch",
      plating: "silver",
      pinBack: "rubber",
      packaging: ["just-pins"],
      rushOrder: false,
    });
    expect(JSON.parse(String(body.get("orderData")))).toEqual({
      quantity: 100,
      size: "1inch",
      plating: "silver",
      pinBack: "rubber",
      packaging: "just-pins",
      rushOrder: false,
      rushOrderFee: 0,
      pricePerPin: quote.pricePerPinCents / 100,
      totalPrice: quote.totalCents / 100,
      depositAmount: quote.depositCents / 100,
      remainingBalance: quote.balanceCents / 100,
      customerName: "Ada Lovelace",
      customerEmail: "ada@example.com",
      promoCode: null,
      discountAmount: 0,
      inHandsDate: null,
    });
    expect(confetti).not.toHaveBeenCalled();
  });

  it("shows the shop's error when the order cannot be prepared", async () => {
    serve({ ...rushOpen, "POST /api/custom-orders/prepare": { status: 500, body: { message: "boom" } } });
    await reachReview();
    await userEvent.click(button(/Pay Deposit/));
    expect(await screen.findByText("Failed to prepare order. Please try again.")).toBeTruthy();
    expect(button(/Pay Deposit - \$50\.00/)).toBeTruthy();
  });

  it("reads Processing... while the order is prepared", async () => {
    let release: (value: Answer) => void = () => {};
    const answer = new Promise<Answer>((resolve) => {
      release = resolve;
    });
    serve(rushOpen);
    const fetchStub = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
      if (String(input) !== "/api/custom-orders/prepare") return fetchStub(input, init);
      const a = await answer;
      return new Response(JSON.stringify(a === "network" ? {} : a.body), { status: 500 });
    });
    await reachReview();
    await userEvent.click(button(/Pay Deposit/));
    expect((button("Processing...") as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release({ status: 500, body: {} }));
    expect(await screen.findByRole("button", { name: /Pay Deposit/ })).toBeTruthy();
  });

  it("takes the server's figures on a 409 and tells the shopper", async () => {
    serve({
      ...rushOpen,
      "POST /api/discount-codes/validate": {
        body: { valid: true, discountAmount: 75, discountCode: { code: "SAVE15" } },
      },
      "POST /api/custom-orders/prepare": {
        status: 409,
        body: {
          message: "Prices have changed. Please review your order.",
          code: "conflict",
          discountAmount: 50,
        },
      },
    });
    await reachReview();
    await userEvent.type(screen.getByLabelText("Promo code"), "SAVE15");
    await userEvent.click(button("Apply"));
    await userEvent.click(await screen.findByRole("button", { name: /Pay Deposit - \$42\.50/ }));
    expect(await screen.findByText("Prices have changed. Please review your order.")).toBeTruthy();
    expect(await screen.findByRole("button", { name: /Pay Deposit - \$45\.00/ })).toBeTruthy();
  });

  it("greets a first-time customer with confetti and a 2 s pause before the checkout", async () => {
    serve({
      ...rushOpen,
      "POST /api/custom-orders/prepare": { status: 201, body: prepared },
      "GET /api/custom-orders/user-orders": { body: [] },
    });
    saveDraft({ currentStep: 4, customerName: "Ada Lovelace", customerEmail: "ada@example.com" });
    renderBuilder({ username: "ada" });
    await stepHeading("Upload Design & Details");
    await userEvent.upload(screen.getByLabelText("Your logo or artwork"), pngFile());
    await userEvent.click(button(/Next/));
    await stepHeading("Review & Order");
    const clicked = Date.now();
    await userEvent.click(button(/Pay Deposit/));
    await screen.findByTestId("checkout", {}, { timeout: 4000 });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1900);
    expect(confetti).toHaveBeenCalledTimes(1);
    expect(confetti.mock.calls[0]![0]).toMatchObject({ particleCount: 50 });
  });
});
