// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { ProductJson, ProductRating } from "../catalog.schemas.ts";
import { ProductCard } from "./product-card.tsx";
import { RatingSummary } from "./rating-summary.tsx";

afterEach(cleanup);

function product(rating: ProductRating | null): ProductJson {
  return {
    id: 7,
    slug: "tartan-tee",
    name: "Tartan Tee Shield Pin",
    description: "A shield in tartan.",
    price: 10,
    inStock: true,
    imageUrl: "/images/products/tartan-tee.svg",
    picture: null,
    images: [],
    features: [],
    sku: "GP-7",
    rating,
  };
}

function renderCard(p: ProductJson) {
  return render(
    <MemoryRouter>
      <ProductCard product={p} />
    </MemoryRouter>,
  );
}

describe("RatingSummary (honest ratings)", () => {
  it("shows no stars and no count when there are no reviews", () => {
    const { container } = render(<RatingSummary rating={null} />);
    expect(container.innerHTML).toBe("");
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("shows nothing for a rating with a count of zero", () => {
    const { container } = render(<RatingSummary rating={{ average: 0, count: 0 }} />);
    expect(container.innerHTML).toBe("");
  });

  it("shows the real average as stars and the review count", () => {
    render(<RatingSummary rating={{ average: 4.3, count: 12 }} />);
    expect(screen.getByRole("img", { name: "Rated 4.3 out of 5" })).toBeTruthy();
    expect(screen.getByText("4.3")).toBeTruthy();
    expect(screen.getByText("(12 reviews)")).toBeTruthy();
  });

  it("says review, not reviews, for a single one", () => {
    render(<RatingSummary rating={{ average: 5, count: 1 }} />);
    expect(screen.getByText("(1 review)")).toBeTruthy();
  });

  it("renders the same figures every time: nothing random", () => {
    const first = render(<RatingSummary rating={{ average: 4.5, count: 3 }} />).container.innerHTML;
    cleanup();
    const second = render(<RatingSummary rating={{ average: 4.5, count: 3 }} />).container.innerHTML;
    expect(second).toBe(first);
  });
});

describe("ProductCard", () => {
  it("links to the product page with price and stock, and no stars without reviews", async () => {
    renderCard(product(null));
    const link = await screen.findByRole("link", { name: "Tartan Tee Shield Pin" });
    expect(link.getAttribute("href")).toBe("/product/7");
    expect(screen.getByText("$10.00")).toBeTruthy();
    expect(screen.getByText("In Stock")).toBeTruthy();
    expect(screen.queryByRole("img", { name: /^Rated/ })).toBeNull();
    expect(screen.queryByText(/reviews?\)/)).toBeNull();
  });

  it("shows stars when the pin has real reviews, and Out of Stock when sold out", async () => {
    renderCard({ ...product({ average: 4.8, count: 5 }), inStock: false });
    expect(await screen.findByRole("img", { name: "Rated 4.8 out of 5" })).toBeTruthy();
    expect(screen.getByText("(5 reviews)")).toBeTruthy();
    expect(screen.getByText("Out of Stock")).toBeTruthy();
  });
});
