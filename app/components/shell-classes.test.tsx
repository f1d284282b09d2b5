// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mergeClasses } from "../lib/class-merge.ts";
import { AccountActions, type HeaderUser } from "./account-actions.tsx";
import { SiteHeader } from "./site-header.tsx";
import { SiteNav } from "./site-nav.tsx";

// The shell joins its classes with cx() (no conflict resolution) to keep cn()'s table out of
// every page's first load: so no class in its lists may be one that a later class overrides.

let user: HeaderUser | null = null;
function Shell() {
  return (
    <>
      <SiteHeader user={user} shopName="Fairway Pin Co." />
      {/* The phone menu's column layouts. */}
      <SiteNav isAdmin={user?.role === "admin"} layout="column" />
      <AccountActions user={user} layout="column" />
    </>
  );
}
const Stub = createRoutesStub([{ path: "/", Component: Shell }]);

function classLists(who: HeaderUser | null): string[] {
  user = who;
  const { container } = render(<Stub initialEntries={["/"]} />);
  return [...container.querySelectorAll("[class]")].map((el) => el.getAttribute("class") ?? "");
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the site shell's classes", () => {
  it.each([
    ["signed out", null],
    ["a customer", { username: "jordan", role: "customer" }],
    ["an admin", { username: "boss", role: "admin" }],
  ] as const)("need no merging for %s", (_, who) => {
    vi.stubGlobal(
      "fetch",
      async () => new Response("[]", { headers: { "content-type": "application/json" } }),
    );
    const lists = classLists(who);
    expect(lists.length).toBeGreaterThan(5);
    for (const list of lists) expect(mergeClasses(list)).toBe(list);
  });
});
