import { afterEach, describe, expect, it, vi } from "vitest";
import { json } from "../../../../../tests/kits/json-response.ts";
import type { ReorderJson } from "../../lifecycle/custom-order-lifecycle.schemas.ts";
import { INITIAL_STATE } from "./builder-state.ts";
import { loadReorder, REORDER_FAILED, REORDER_SIGN_IN, reorderState } from "./reorder-draft.ts";

const order: ReorderJson = {
  orderId: 12,
  quantity: 250,
  size: "1.5inch",
  plating: "gold",
  pinBack: "locking",
  packaging: ["individual-bags", "backer-cards"],
  rushOrder: true,
  customerName: "Ada Lovelace",
  customerEmail: "ada@example.com",
  logo: { url: "/uploads/0b9c.png", fileName: "crest.png" },
};

/** Stubs the network: the reorder call and the artwork answer as given. */
function serve(reorder: Response, artwork: Response | "network" = new Response(new Uint8Array([137, 80]))) {
  const fetchMock = vi.fn(async (input: string | URL | Request, _init?: RequestInit) => {
    if (String(input).startsWith("/uploads/")) {
      if (artwork === "network") throw new TypeError("Failed to fetch");
      return artwork;
    }
    return reorder;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("reorderState", () => {
  it("takes every option, the contact, no promo code, and opens the review", () => {
    expect(reorderState(order, true)).toEqual({
      ...INITIAL_STATE,
      currentStep: 5,
      quantity: 250,
      size: "1.5inch",
      plating: "gold",
      pinBack: "locking",
      packaging: ["individual-bags", "backer-cards"],
      rushOrder: true,
      customerName: "Ada Lovelace",
      customerEmail: "ada@example.com",
    });
  });

  it("opens the upload step when the artwork is missing, and drops options the shop no longer has", () => {
    const old = { ...order, quantity: 1001, plating: "platinum", packaging: ["just-pins", "backer-cards"] };
    const state = reorderState(old as unknown as ReorderJson, false);
    expect(state).toMatchObject({
      currentStep: 4,
      quantity: INITIAL_STATE.quantity,
      plating: INITIAL_STATE.plating,
      packaging: INITIAL_STATE.packaging,
      size: "1.5inch",
    });
  });
});

it("keeps a quantity off the slider's steps, such as 60", () => {
  expect(reorderState({ ...order, quantity: 60 }, true).quantity).toBe(60);
});

describe("loadReorder", () => {
  it("asks the server, then fetches the artwork as a file for prepare", async () => {
    const calls = serve(
      json(order),
      new Response(new Blob([new Uint8Array([137, 80])], { type: "image/png" })),
    );
    const result = await loadReorder("12");
    expect(calls.mock.calls[0]![0]).toBe("/api/custom-orders/12/reorder");
    expect(calls.mock.calls[0]![1]).toMatchObject({ method: "POST", credentials: "include" });
    expect(result.kind).toBe("loaded");
    if (result.kind !== "loaded") return;
    expect(result.orderId).toBe(12);
    expect(result.logo).toBeInstanceOf(File);
    expect(result.logo).toMatchObject({ name: "crest.png", type: "image/png", size: 2 });
    expect(result.state.currentStep).toBe(5);
  });

  it("goes on without the artwork when it cannot be fetched", async () => {
    serve(json(order), "network");
    const result = await loadReorder("12");
    expect(result).toMatchObject({ kind: "loaded", logo: null, state: { currentStep: 4 } });
  });

  it("says why it cannot: signed out, not shipped yet, anything else", async () => {
    serve(json({ message: "Sign in", code: "unauthorized" }, 401));
    expect(await loadReorder("12")).toEqual({ kind: "failed", message: REORDER_SIGN_IN });
    serve(
      json({ message: "Only a shipped or delivered order can be ordered again.", code: "conflict" }, 409),
    );
    expect(await loadReorder("12")).toEqual({
      kind: "failed",
      message: "Only a shipped or delivered order can be ordered again.",
    });
    serve(json({ message: "Order not found", code: "not_found" }, 404));
    expect(await loadReorder("12")).toEqual({ kind: "failed", message: REORDER_FAILED });
    const calls = serve(json(order));
    expect(await loadReorder("12; DROP")).toEqual({ kind: "failed", message: REORDER_FAILED });
    expect(calls).not.toHaveBeenCalled();
  });
});
