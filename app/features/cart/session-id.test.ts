// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { getSessionId, SESSION_ID_KEY } from "./session-id.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("getSessionId", () => {
  it("keeps one id in storage and replaces a tampered one", () => {
    const id = getSessionId();
    expect(getSessionId()).toBe(id);
    localStorage.setItem(SESSION_ID_KEY, "<script>");
    const fresh = getSessionId();
    expect(fresh).not.toBe("<script>");
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe(fresh);
  });

  it("gives the same id for the whole page when storage is blocked", () => {
    const blocked = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    vi.stubGlobal("localStorage", { getItem: blocked, setItem: blocked });
    const first = getSessionId();
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(getSessionId()).toBe(first);
  });
});
