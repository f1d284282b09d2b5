// @vitest-environment jsdom
// A section that waits to be near (deferred(load, { whenNear: true })): its code is fetched only
// when its anchor nears the viewport or at the visitor's first interaction, never before.
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: Array<{ callback: Callback; targets: Element[]; disconnected: boolean }> = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      private entry: (typeof observers)[number];
      constructor(callback: Callback) {
        this.entry = { callback, targets: [], disconnected: false };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  // Each test gets the module afresh: "the first interaction" is once per page.
  vi.resetModules();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

async function nearSection() {
  const { deferred } = await import("./deferred.tsx");
  const load = vi.fn(async () => () => <p>Section content</p>);
  const Section = deferred(load, { whenNear: true });
  await act(async () => {
    render(<Section />);
  });
  await flush();
  return load;
}

describe("a section deferred until it is near", () => {
  it("fetches nothing while it is far, and its code once its anchor comes near", async () => {
    const load = await nearSection();
    expect(load).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.deferred).toBe("1");
    const [observer] = observers;
    expect(observer?.targets[0]?.hasAttribute("data-deferred-anchor")).toBe(true);

    await act(async () => observer!.callback([{ isIntersecting: false }]));
    await flush();
    expect(load).not.toHaveBeenCalled();

    await act(async () => observer!.callback([{ isIntersecting: true }]));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("Section content")).toBeTruthy();
    expect(document.documentElement.dataset.deferred).toBe("0");
    expect(observer!.disconnected).toBe(true);
  });

  it("fetches its code at the visitor's first key press, wherever the section is", async () => {
    const load = await nearSection();
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent("keydown", { key: "Shift" }));
    });
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("Section content")).toBeTruthy();
  });

  it("without whenNear, fetches its code once the page has loaded", async () => {
    const { deferred } = await import("./deferred.tsx");
    const load = vi.fn(async () => () => <p>At once</p>);
    const Section = deferred(load);
    await act(async () => {
      render(<Section />);
    });
    expect(await screen.findByText("At once")).toBeTruthy();
    expect(observers).toHaveLength(0);
  });
});
