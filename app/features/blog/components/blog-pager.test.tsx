// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { BlogPager } from "./blog-pager.tsx";

afterEach(cleanup);

const renderPager = (props: Parameters<typeof BlogPager>[0]) =>
  render(
    <MemoryRouter>
      <BlogPager {...props} />
    </MemoryRouter>,
  );

describe("BlogPager", () => {
  it("shows nothing while one page holds every post", () => {
    renderPager({ q: "", tag: "", page: 1, hasMore: false });
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("links the older page from the first, keeping the search and tag", () => {
    renderPager({ q: "enamel", tag: "tips", page: 1, hasMore: true });
    expect(screen.getByRole("link", { name: "Older posts" }).getAttribute("href")).toBe(
      "/blog?q=enamel&tag=tips&page=2",
    );
    expect(screen.queryByRole("link", { name: "Newer posts" })).toBeNull();
    expect(screen.getByText("Page 1")).toBeTruthy();
  });

  it("links back to page 1 without a page in the URL, and no further on the last page", () => {
    renderPager({ q: "", tag: "", page: 2, hasMore: false });
    expect(screen.getByRole("link", { name: "Newer posts" }).getAttribute("href")).toBe("/blog");
    expect(screen.queryByRole("link", { name: "Older posts" })).toBeNull();
  });
});
