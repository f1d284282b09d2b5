// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { renderPostHtml } from "../post-html.server.tsx";
import { PostBody } from "./post-body.tsx";

// The post's body arrives as the server's HTML (issue 8); its links to the shop's own pages still
// navigate in the app, and links elsewhere are left to the browser.

let html = "";
const Post = () => <PostBody html={html} />;
const CustomPage = () => <main>Custom page</main>;
const Stub = createRoutesStub([
  { path: "/blog/post", Component: Post },
  { path: "/custom", Component: CustomPage },
]);

function renderPost(markdown: string) {
  html = renderPostHtml(markdown);
  render(<Stub initialEntries={["/blog/post"]} />);
}

afterEach(cleanup);

describe("PostBody", () => {
  it("shows the markdown the server rendered", () => {
    renderPost("## Side by side\n\nSee the **pin builder**.");
    expect(screen.getByRole("heading", { level: 2, name: "Side by side" })).toBeTruthy();
    expect(screen.getByText("pin builder").tagName).toBe("STRONG");
  });

  it("follows a link to the shop's own page without leaving the app", async () => {
    renderPost("Try the [pin builder](/custom).");
    await userEvent.click(screen.getByRole("link", { name: "pin builder" }));
    expect(await screen.findByText("Custom page")).toBeTruthy();
  });

  it("leaves links to other sites to the browser", () => {
    renderPost("Read [the guide](https://example.com/guide).");
    const link = screen.getByRole("link", { name: "the guide" });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(screen.queryByText("Custom page")).toBeNull();
    expect(link.getAttribute("href")).toBe("https://example.com/guide");
  });
});
