// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CLAIMED_KEY, SHOWN_KEY } from "./exit-intent.ts";
import type { useExitIntent } from "./use-exit-intent.ts";

// The offer's clock (3 s to arm, 60 s at the latest) on fake timers; the browser flow is
// covered in tests/e2e/exit-intent.spec.ts.
// The hook keeps an in-memory "shown" flag for the page's life, so each test loads it afresh.

let hook: typeof useExitIntent;

beforeEach(async () => {
  vi.useFakeTimers();
  sessionStorage.clear();
  localStorage.clear();
  vi.resetModules();
  hook = (await import("./use-exit-intent.ts")).useExitIntent;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const leaveTop = (clientY = 0) =>
  document.dispatchEvent(new MouseEvent("mouseout", { clientY, bubbles: true }));

async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function render(path = "/", available = true) {
  const onArm = vi.fn(() => Promise.resolve(available));
  const view = renderHook(({ p }) => hook(p, onArm), { initialProps: { p: path } });
  return { ...view, onArm };
}

describe("useExitIntent", () => {
  it("ignores the pointer leaving before 3 s, then shows on leaving the top", async () => {
    const { result, onArm } = render();
    await pass(2_900);
    act(leaveTop);
    expect(result.current.open).toBe(false);
    expect(onArm).not.toHaveBeenCalled();
    await pass(200);
    expect(onArm).toHaveBeenCalledOnce();
    act(() => leaveTop(5));
    expect(result.current.open).toBe(false);
    act(leaveTop);
    expect(result.current.open).toBe(true);
    expect(sessionStorage.getItem(SHOWN_KEY)).toBe("1");
  });

  it("shows at 60 s without the pointer, once", async () => {
    const { result } = render("/custom");
    await pass(59_900);
    expect(result.current.open).toBe(false);
    await pass(200);
    expect(result.current.open).toBe(true);
    act(() => result.current.close());
    await pass(120_000);
    act(leaveTop);
    expect(result.current.open).toBe(false);
  });

  it("stays away on quiet pages, after a session's showing, once claimed, and while the offer is off", async () => {
    const quiet = render("/checkout");
    await pass(61_000);
    act(leaveTop);
    expect(quiet.result.current.open).toBe(false);
    expect(quiet.onArm).not.toHaveBeenCalled();
    quiet.unmount();

    const off = render("/", false);
    await pass(61_000);
    act(leaveTop);
    expect(off.result.current.open).toBe(false);
    off.unmount();

    localStorage.setItem(CLAIMED_KEY, "1");
    const claimed = render("/");
    await pass(61_000);
    expect(claimed.result.current.open).toBe(false);
    expect(claimed.onArm).not.toHaveBeenCalled();
  });

  it("restarts the clock on coming back from a quiet page", async () => {
    const { result, rerender } = render("/");
    await pass(30_000);
    rerender({ p: "/checkout" });
    await pass(40_000);
    expect(result.current.open).toBe(false);
    rerender({ p: "/blog" });
    await pass(59_000);
    expect(result.current.open).toBe(false);
    await pass(1_100);
    expect(result.current.open).toBe(true);
  });
});
