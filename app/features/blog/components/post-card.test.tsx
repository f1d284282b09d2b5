// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { BlogPostSummary } from "../blog.schemas.ts";
import { PostCard } from "./post-card.tsx";

afterEach(cleanup);

const post: BlogPostSummary = {
  id: 4,
  title: "Ball markers for tournaments",
  slug: "tournament-ball-markers",
  excerpt: "Work back from your tee time.",
  featuredPicture: null,
  featuredImage: "/images/blog/tournament-timeline.svg",
  authorId: null,
  status: "published",
  tags: ["tournaments", "ball-markers", "planning", "gifts"],
  metaTitle: null,
  metaDescription: null,
  readingTime: 4,
  facebookPosted: false,
  views: 12,
  publishedAt: "2026-03-02T18:00:00.000Z",
};

const renderCard = (p: BlogPostSummary) =>
  render(
    <MemoryRouter>
      <PostCard post={p} />
    </MemoryRouter>,
  );

describe("PostCard", () => {
  it("leaves the views out while a post has fewer than ten readers", () => {
    renderCard({ ...post, views: 9 });
    expect(screen.getByText("4 min read")).toBeTruthy();
    expect(screen.queryByText(/views/)).toBeNull();
  });

  it("shows the card's facts: two tags and +N, date, reading time, views, excerpt, Read More", () => {
    renderCard(post);
    const tags = within(screen.getByRole("list", { name: "Tags" }));
    const items = tags.getAllByRole("listitem");
    expect(items.slice(0, 2).map((li) => li.textContent)).toEqual(["tournaments", "ball-markers"]);
    // "+2" is what is seen; "2 more tags" is what a screen reader says.
    expect(within(items[2]!).getByText("+2").getAttribute("aria-hidden")).toBe("true");
    expect(within(items[2]!).getByText("2 more tags")).toBeTruthy();
    expect(screen.getByText("March 2, 2026")).toBeTruthy();
    expect(screen.getByText("4 min read")).toBeTruthy();
    expect(screen.getByText("12 views")).toBeTruthy();
    expect(screen.getByText("Work back from your tee time.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: post.title })).toBeTruthy();
    expect(screen.getByRole("link", { name: /^Read More/ }).getAttribute("href")).toBe(
      "/blog/tournament-ball-markers",
    );
  });

  it("shows no +N with two tags or fewer, and no tag list without tags", () => {
    renderCard({ ...post, tags: ["one", "two"] });
    expect(screen.queryByText(/^\+\d/)).toBeNull();
    cleanup();
    renderCard({ ...post, tags: [] });
    expect(screen.queryByRole("list", { name: "Tags" })).toBeNull();
  });

  it("keeps its shape without a featured image", () => {
    const { container } = renderCard({ ...post, featuredImage: null });
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("[aria-hidden='true'] svg")).not.toBeNull();
  });
});
