// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { marketingFacts } from "../../features/pricing/index.ts";
import { TrustStrip } from "./trust-strip.tsx";

afterEach(cleanup);

describe("TrustStrip (figures from the pricing engine)", () => {
  it("quotes the engine's lowest price, minimum, deposit and the mockup promise", () => {
    render(<TrustStrip facts={marketingFacts()} />);
    const items = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual([
      "From $3.00 per pin",
      "Minimum 50 pins",
      "10% deposit to start",
      "Mockup within 24 hours",
    ]);
  });

  it("follows the engine when its figures change", () => {
    const facts = { ...marketingFacts(), lowestPerPinCents: 275, minQuantity: 75, depositPercent: 15 };
    render(<TrustStrip facts={facts} />);
    expect(screen.getByText("From $2.75 per pin")).toBeTruthy();
    expect(screen.getByText("Minimum 75 pins")).toBeTruthy();
    expect(screen.getByText("15% deposit to start")).toBeTruthy();
  });
});
