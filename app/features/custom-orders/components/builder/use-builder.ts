import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type CustomOptions, type CustomOrderQuote, quoteCustomOrder } from "../../../pricing/index.ts";
import { discountableCents } from "../../order-figures.ts";
import { readDraft, saveDraft } from "./builder-draft.ts";
import { type BuilderState, INITIAL_STATE, type Step } from "./builder-state.ts";

/** The options as the engine takes them, once every choice is made. */
export function optionsOf(state: BuilderState): CustomOptions | null {
  const { quantity, size, plating, pinBack, packaging, rushOrder } = state;
  if (size === null || plating === null || pinBack === null) return null;
  return { quantity, size, plating, pinBack, packaging, rushOrder };
}

export interface BuilderModel {
  state: BuilderState;
  update: (patch: Partial<BuilderState>) => void;
  goTo: (step: Step) => void;
  /** True once a saved draft has been looked for (after hydration). */
  restored: boolean;
  /** True when the state came from a saved draft. */
  fromDraft: boolean;
  options: CustomOptions | null;
  quote: CustomOrderQuote | null;
  /** What a promo code is worked out on: pins and rush, before any discount. */
  discountableCents: number;
}

/**
 * The builder's state, saved as a draft on every change and restored after hydration (the
 * server renders the defaults, so the page never mismatches).
 */
export function useBuilder(): BuilderModel {
  const [state, setState] = useState<BuilderState>(INITIAL_STATE);
  const [restored, setRestored] = useState(false);
  const fromDraft = useRef(false);

  useEffect(() => {
    const draft = readDraft();
    if (draft) {
      fromDraft.current = true;
      setState(draft);
    }
    setRestored(true);
  }, []);

  useEffect(() => {
    if (restored) saveDraft(state);
  }, [restored, state]);

  const update = useCallback((patch: Partial<BuilderState>) => setState((s) => ({ ...s, ...patch })), []);
  const goTo = useCallback((step: Step) => setState((s) => ({ ...s, currentStep: step })), []);

  const options = useMemo(() => optionsOf(state), [state]);
  const discountCents = state.appliedDiscount?.amountCents ?? 0;
  const quote = useMemo(
    () => (options ? quoteCustomOrder({ ...options, discountCents }) : null),
    [options, discountCents],
  );
  const discountable = useMemo(() => (options ? discountableCents(options) : 0), [options]);

  return {
    state,
    update,
    goTo,
    restored,
    fromDraft: fromDraft.current,
    options,
    quote,
    discountableCents: discountable,
  };
}
