// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CLUB_LOGOS } from "./club-logos.ts";
import { LogoCarousel } from "./logo-carousel.tsx";
import { REDUCED_MOTION_QUERY, ROTATION_MS, WIDE_QUERY } from "./use-carousel.ts";

/** A window of this width, with or without the reduced-motion preference. */
function stubMedia({ width, reducedMotion = false }: { width: number; reducedMotion?: boolean }) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === WIDE_QUERY ? width >= 768 : query === REDUCED_MOTION_QUERY ? reducedMotion : false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

/** The logos a sighted visitor sees: the slides not hidden from assistive technology. */
function visibleLogos(): string[] {
  return screen
    .getAllByRole("group", { hidden: true })
    .filter((slide) => slide.getAttribute("aria-hidden") !== "true")
    .map((slide) => within(slide).getByRole("img", { hidden: true }).getAttribute("alt") ?? "");
}

const names = CLUB_LOGOS.map((logo) => logo.name);

function tick(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("LogoCarousel", () => {
  it("is a labelled carousel region with previous and next buttons", () => {
    stubMedia({ width: 1280 });
    render(<LogoCarousel />);
    const region = screen.getByRole("region", { name: "Trusted by clubs and tournaments" });
    expect(region.getAttribute("aria-roledescription")).toBe("carousel");
    expect(screen.getAllByRole("group", { hidden: true })).toHaveLength(8);
    expect(screen.getByRole("button", { name: "Previous logos" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next logos" })).toBeTruthy();
  });

  it("shows 3 logos from 768 px and moves on by one every 4 seconds", () => {
    stubMedia({ width: 768 });
    render(<LogoCarousel />);
    expect(visibleLogos()).toEqual(names.slice(0, 3));
    tick(ROTATION_MS - 1);
    expect(visibleLogos()).toEqual(names.slice(0, 3));
    tick(1);
    expect(visibleLogos()).toEqual(names.slice(1, 4));
    tick(ROTATION_MS);
    expect(visibleLogos()).toEqual(names.slice(2, 5));
  });

  it("shows 1 logo under 768 px and wraps round after the last", () => {
    stubMedia({ width: 767 });
    render(<LogoCarousel />);
    expect(visibleLogos()).toEqual([names[0]]);
    tick(ROTATION_MS);
    expect(visibleLogos()).toEqual([names[1]]);
    tick(ROTATION_MS * 6);
    expect(visibleLogos()).toEqual([names[7]]);
    tick(ROTATION_MS);
    expect(visibleLogos()).toEqual([names[0]]);
  });

  it("stands still under prefers-reduced-motion, yet the buttons still move it", () => {
    stubMedia({ width: 1280, reducedMotion: true });
    render(<LogoCarousel />);
    tick(ROTATION_MS * 5);
    expect(visibleLogos()).toEqual(names.slice(0, 3));
    fireEvent.click(screen.getByRole("button", { name: "Next logos" }));
    expect(visibleLogos()).toEqual(names.slice(1, 4));
    fireEvent.click(screen.getByRole("button", { name: "Previous logos" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous logos" }));
    expect(visibleLogos()).toEqual(names.slice(5, 8));
  });

  it("pauses while hovered or focused, and resumes after", () => {
    stubMedia({ width: 1280 });
    render(<LogoCarousel />);
    const region = screen.getByRole("region", { name: "Trusted by clubs and tournaments" });
    fireEvent.mouseEnter(region);
    tick(ROTATION_MS * 3);
    expect(visibleLogos()).toEqual(names.slice(0, 3));
    fireEvent.mouseLeave(region);
    tick(ROTATION_MS);
    expect(visibleLogos()).toEqual(names.slice(1, 4));

    act(() => screen.getByRole("button", { name: "Next logos" }).focus());
    tick(ROTATION_MS * 3);
    expect(visibleLogos()).toEqual(names.slice(1, 4));
    act(() => screen.getByRole("button", { name: "Next logos" }).blur());
    tick(ROTATION_MS);
    expect(visibleLogos()).toEqual(names.slice(2, 5));
  });

  it("stops and starts again with the rotation button", () => {
    stubMedia({ width: 1280 });
    render(<LogoCarousel />);
    const region = screen.getByRole("region", { name: "Trusted by clubs and tournaments" });
    fireEvent.click(screen.getByRole("button", { name: "Stop rotating logos" }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    fireEvent.mouseLeave(region);
    tick(ROTATION_MS * 3);
    expect(visibleLogos()).toEqual(names.slice(0, 3));
    fireEvent.click(screen.getByRole("button", { name: "Start rotating logos" }));
    tick(ROTATION_MS);
    expect(visibleLogos()).toEqual(names.slice(1, 4));
  });

  it("announces changes politely only while it is not rotating", () => {
    stubMedia({ width: 1280 });
    render(<LogoCarousel />);
    const track = screen.getAllByRole("group", { hidden: true })[0]!.parentElement!;
    expect(track.getAttribute("aria-live")).toBe("off");
    fireEvent.mouseEnter(screen.getByRole("region", { name: "Trusted by clubs and tournaments" }));
    expect(track.getAttribute("aria-live")).toBe("polite");
  });
});
