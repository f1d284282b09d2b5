// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json } from "../../../../tests/kits/json-response.ts";
import { ShippingTaxSection } from "./shipping-tax-section.tsx";

// The rates editor against a fake of the shop's calls at the network boundary: what no rates
// means is said, a bad rate is marked on its row before any call, a good list is PUT whole, and
// the server's refusal is shown on the row it names.

function serve(put: (url: string, body: unknown) => Response) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if ((init.method ?? "GET") === "GET") {
        return json({
          rates: url.includes("tax") ? [{ state: "NY", rate: 4, onShipping: false }] : [],
        });
      }
      const body = JSON.parse(String(init.body));
      sent.push({ url, body });
      return put(url, body);
    }),
  );
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const table = (name: string) => screen.findByRole("region", { name });

// Each row now renders the 249-country picker, so a test takes about 4.5 s alone and up to
// three times that beside the API suites: twice the unit project's default.
describe("ShippingTaxSection", { timeout: 30_000 }, () => {
  it("says what no rates means, marks a bad rate on its row, and saves the list with PUT", async () => {
    const sent = serve((_url, body) => json(body));
    const user = userEvent.setup();
    render(<ShippingTaxSection />);
    const shipping = await table("Shipping rates");
    expect(shipping.textContent).toContain("No rates means shipping is free everywhere");
    expect(await within(shipping).findByText("No rates set.")).toBeTruthy();
    const tax = await table("Sales tax rates");
    expect(tax.textContent).toContain("No rates means no sales tax is charged");
    expect(await within(tax).findByLabelText("State (tax rate 1)")).toHaveProperty("value", "NY");

    await user.click(within(shipping).getByRole("button", { name: "Add shipping rate" }));
    await user.type(within(shipping).getByLabelText("US state (rate 1)"), "zz");
    await user.type(within(shipping).getByLabelText("Flat rate (rate 1)"), "6.505");
    await user.click(within(shipping).getByRole("button", { name: "Save shipping rates" }));
    expect(await within(shipping).findByText("Use the US state's two-letter code, e.g. CA")).toBeTruthy();
    expect(
      within(shipping).getByText("Flat rate must be a dollar amount with at most two decimals"),
    ).toBeTruthy();
    expect(within(shipping).getByText("Fix the marked rates, then save again.")).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(within(shipping).getByLabelText("US state (rate 1)"));
    await user.type(within(shipping).getByLabelText("US state (rate 1)"), "ca");
    await user.clear(within(shipping).getByLabelText("Flat rate (rate 1)"));
    await user.type(within(shipping).getByLabelText("Flat rate (rate 1)"), "6.50");
    await user.type(within(shipping).getByLabelText("Free over (rate 1)"), "100");
    await user.click(within(shipping).getByRole("button", { name: "Save shipping rates" }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          url: "/api/admin/shipping-rates",
          body: { rates: [{ country: "US", state: "CA", flatRate: 6.5, freeOver: 100 }] },
        },
      ]),
    );
    expect(within(shipping).queryByText("Fix the marked rates, then save again.")).toBeNull();

    await user.click(within(tax).getByLabelText("Tax shipping (tax rate 1)"));
    await user.click(within(tax).getByRole("button", { name: "Remove rate 1" }));
    expect(within(tax).getByText("No rates set.")).toBeTruthy();
  });

  it("edits the custom orders' shipping as a list of its own", async () => {
    const sent = serve((_url, body) => json(body));
    const user = userEvent.setup();
    render(<ShippingTaxSection />);
    const custom = await table("Custom-order shipping");
    expect(custom.textContent).toContain("No rates means custom orders ship free everywhere");
    await within(custom).findByText("No rates set.");
    await user.click(within(custom).getByRole("button", { name: "Add custom-order rate" }));
    await user.type(within(custom).getByLabelText("Flat rate (rate 1)"), "12");
    await user.click(within(custom).getByRole("button", { name: "Save custom-order rates" }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          url: "/api/admin/shipping-rates?scope=custom",
          body: { rates: [{ country: "US", state: null, flatRate: 12, freeOver: null }] },
        },
      ]),
    );
  });

  it("picks a rate's country by name from the ISO list, which has no ZZ", async () => {
    const sent = serve((_url, body) => json(body));
    const user = userEvent.setup();
    render(<ShippingTaxSection />);
    const custom = await table("Custom-order shipping");
    await within(custom).findByText("No rates set.");
    await user.click(within(custom).getByRole("button", { name: "Add custom-order rate" }));
    const country = within(custom).getByLabelText("Country (rate 1)") as HTMLSelectElement;
    const options = [...country.options].map((o) => [o.value, o.textContent]);
    expect(options).toHaveLength(249);
    expect(options).toContainEqual(["CA", "Canada"]);
    expect(options).toContainEqual(["GB", "United Kingdom"]);
    expect(options.map(([code]) => code)).not.toContain("ZZ");
    await user.selectOptions(country, "Canada");
    await user.type(within(custom).getByLabelText("Flat rate (rate 1)"), "20");
    await user.click(within(custom).getByRole("button", { name: "Save custom-order rates" }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          url: "/api/admin/shipping-rates?scope=custom",
          body: { rates: [{ country: "CA", state: null, flatRate: 20, freeOver: null }] },
        },
      ]),
    );
  });

  it("shows the server's refusal on the row it names", async () => {
    serve(() =>
      json(
        {
          message: "rates.0.rate: Rate must be a percent from 0 to 100 with at most three decimals",
          code: "invalid",
          issues: [{ path: "rates.0.rate", message: "rates.0.rate: The server wants another rate" }],
        },
        400,
      ),
    );
    const user = userEvent.setup();
    render(<ShippingTaxSection />);
    const tax = await table("Sales tax rates");
    await within(tax).findByLabelText("Rate % (tax rate 1)");
    await user.click(within(tax).getByRole("button", { name: "Save tax rates" }));
    expect(await within(tax).findByText("The server wants another rate")).toBeTruthy();
    expect(within(tax).getByRole("alert").textContent).toContain(
      "rates.0.rate: Rate must be a percent from 0 to 100 with at most three decimals",
    );
  });
});
