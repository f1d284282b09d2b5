// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { renderPostHtml } from "../../blog/index.server.ts";
import type { ProductJson, ReviewJson } from "../catalog.schemas.ts";
import { ProductDetails } from "./product-details.tsx";

afterEach(cleanup);

const pin: ProductJson = {
  id: 5,
  slug: "links-flag-set",
  name: "Links Flag Set Pin",
  description: "A yellow 18th-hole flag on a green.",
  price: 15,
  inStock: true,
  imageUrl: "/images/products/links-flag-set.svg",
  picture: null,
  images: [],
  features: ["1 inch soft enamel", "Black nickel plating"],
  sku: "GP-5",
  rating: null,
};

const reviews: ReviewJson[] = [
  {
    id: 2,
    rating: 5,
    body: "Looks great on my cap.",
    author: "pat_golfer",
    createdAt: "2026-03-03T18:00:00.000Z",
  },
  { id: 1, rating: 4, body: "", author: "sam", createdAt: "2026-02-14T09:30:00.000Z" },
];

function renderDetails(product: ProductJson, list: ReviewJson[]) {
  return render(
    <MemoryRouter>
      <ProductDetails
        product={product}
        descriptionHtml={renderPostHtml(product.description)}
        reviews={list}
      />
    </MemoryRouter>,
  );
}

describe("ProductDetails", () => {
  it("renders the description's markdown, never its raw HTML, and the other pictures with their alt text", async () => {
    const image = (id: number, alt: string) => ({
      id,
      url: `/uploads/${id}.png`,
      thumbnailUrl: `/uploads/${id}.webp`,
      alt,
      picture: null,
    });
    const { container } = renderDetails(
      {
        ...pin,
        description: "A **bold** flag.\n\n<script>alert(1)</script>",
        images: [image(1, "The flag, front"), image(2, "The back")],
      },
      [],
    );
    expect((await screen.findByText("bold")).tagName).toBe("STRONG");
    expect(container.querySelector("script")).toBeNull();
    expect(screen.getByRole("img", { name: "The flag, front" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "The back" }).getAttribute("src")).toBe("/uploads/2.webp");
  });

  it("shows the pin's facts and features, and no stars or reviews without real reviews", async () => {
    renderDetails(pin, []);
    expect(await screen.findByRole("heading", { level: 1, name: "Links Flag Set Pin" })).toBeTruthy();
    expect(screen.getByText("$15.00")).toBeTruthy();
    expect(screen.getByText("In Stock")).toBeTruthy();
    expect(screen.getByText("Black nickel plating")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("img", { name: "Links Flag Set Pin" })).toBeTruthy();
    expect(screen.queryByRole("img", { name: /^Rated/ })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Customer reviews" })).toBeNull();
  });

  it("lists real reviews with author, stars, date and text, beside the average", async () => {
    renderDetails({ ...pin, rating: { average: 4.5, count: 2 } }, reviews);
    const section = (await screen.findByRole("heading", { name: "Customer reviews" })).closest("section")!;
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText("pat_golfer")).toBeTruthy();
    expect(within(items[0]!).getByRole("img", { name: "Rated 5 out of 5" })).toBeTruthy();
    expect(within(items[0]!).getByText("March 3, 2026")).toBeTruthy();
    expect(within(items[0]!).getByText("Looks great on my cap.")).toBeTruthy();
    expect(within(items[1]!).getByRole("img", { name: "Rated 4 out of 5" })).toBeTruthy();
    expect(screen.getAllByText("(2 reviews)")).toHaveLength(2);
  });
});
