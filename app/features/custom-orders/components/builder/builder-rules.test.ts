import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DRAFT_KEY, DRAFT_MAX_AGE_MS, readDraft, saveDraft } from "./builder-draft.ts";
import { type BuilderState, INITIAL_STATE, isStepValid } from "./builder-state.ts";
import { estimatedDelivery } from "./delivery.ts";

// The pure rules behind the builder (docs/product-rules.md#builder): the step rules, the draft's 7 days
// and the delivery estimate. (Node has a localStorage of its own only with a flag, so the draft
// is read through jsdom's in the component tests; here the parsing rules run on a fake.)

const filled: BuilderState = {
  ...INITIAL_STATE,
  customerName: "Ada Lovelace",
  customerEmail: "ada@example.com",
};

describe("isStepValid", () => {
  it.each([
    { step: 1, state: INITIAL_STATE, logo: false, valid: true },
    { step: 1, state: { ...INITIAL_STATE, quantity: 49 }, logo: false, valid: false },
    { step: 2, state: INITIAL_STATE, logo: false, valid: true },
    { step: 2, state: { ...INITIAL_STATE, size: null }, logo: false, valid: false },
    { step: 2, state: { ...INITIAL_STATE, plating: null }, logo: false, valid: false },
    { step: 2, state: { ...INITIAL_STATE, pinBack: null }, logo: false, valid: false },
    { step: 3, state: INITIAL_STATE, logo: false, valid: true },
    { step: 3, state: { ...INITIAL_STATE, packaging: [] }, logo: false, valid: false },
    { step: 4, state: filled, logo: true, valid: true },
    { step: 4, state: filled, logo: false, valid: false },
    { step: 4, state: { ...filled, customerName: "   " }, logo: true, valid: false },
    { step: 4, state: { ...filled, customerEmail: "ada@" }, logo: true, valid: false },
    { step: 5, state: INITIAL_STATE, logo: false, valid: true },
  ] as const)("step $step is $valid for its case", ({ step, state, logo, valid }) => {
    expect(isStepValid(step, state as BuilderState, logo)).toBe(valid);
  });
});

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe("the builder draft", () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    Object.defineProperty(globalThis, "window", { value: { localStorage: storage }, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "window");
  });

  it("keeps every field but the file, and reads it back within 7 days", () => {
    const state: BuilderState = {
      ...filled,
      currentStep: 3,
      quantity: 275,
      plating: "black-nickel",
      packaging: ["individual-bags", "barcode-labels"],
      rushOrder: true,
      promoCode: "save",
      appliedDiscount: { code: "SAVE15", amountCents: 1500, orderAmountCents: 10_000 },
    };
    saveDraft(state, 1_000);
    const saved = JSON.parse(storage.getItem(DRAFT_KEY) ?? "{}");
    expect(saved).toEqual({ ...state, timestamp: 1_000 });
    expect(readDraft(1_000 + DRAFT_MAX_AGE_MS - 1)).toEqual(state);
  });

  it("drops a draft 7 days old", () => {
    saveDraft(filled, 0);
    expect(readDraft(DRAFT_MAX_AGE_MS)).toBeNull();
    expect(storage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("keeps the defaults for values it does not know", () => {
    storage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        timestamp: 5,
        currentStep: 9,
        quantity: 1001,
        size: "2inch",
        packaging: ["just-pins", "backer-cards"],
      }),
    );
    expect(readDraft(10)).toEqual({ ...INITIAL_STATE, currentStep: 5 });
    storage.setItem(DRAFT_KEY, "not json");
    expect(readDraft(10)).toBeNull();
  });
});

describe("estimatedDelivery", () => {
  const today = new Date("2026-03-02T12:00:00Z");
  it("is 4 weeks and 5 days out for standard delivery, 3 weeks and 5 days for rush", () => {
    expect(estimatedDelivery(false, today).toISOString().slice(0, 10)).toBe("2026-04-04");
    expect(estimatedDelivery(true, today).toISOString().slice(0, 10)).toBe("2026-03-28");
  });
});
