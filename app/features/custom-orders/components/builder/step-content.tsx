import type { ComponentProps, ComponentType } from "react";
import type { CustomOrderQuote } from "../../../pricing/index.ts";
import type { BuilderState, Step } from "./builder-state.ts";
import type { PromoCodeField } from "./promo-code-field.tsx";
import { QuantityStep } from "./quantity-step.tsx";
import type { RushAvailability } from "./use-rush-availability.ts";

// Step 1 is what a visitor sees first, so it comes with the page. Steps 2 to 5 and their parts
// (option cards, checkboxes, the upload, the review and its promo field) are each a chunk of their
// own, fetched once the shopper is about to reach them (`loadStep`): a page that is only opened
// never downloads them. The builder shows a step only once its code is here (`stepReady`).

/** A step whose code is fetched on demand. */
function laterStep<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  return {
    ready: () => loaded !== undefined,
    load: () => {
      loading ??= load().then(
        (component) => {
          loaded = component;
        },
        (error: unknown) => {
          // Fetched again on the next attempt (a lost connection, a deploy in between).
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    Step(props: P) {
      // Never rendered before its code is here (`stepReady`).
      const Component = loaded;
      return Component ? <Component {...props} /> : null;
    },
  };
}

const specs = laterStep(() => import("./specs-step.tsx").then((m) => m.SpecsStep));
const packaging = laterStep(() => import("./packaging-step.tsx").then((m) => m.PackagingStep));
const design = laterStep(() => import("./design-step.tsx").then((m) => m.DesignStep));
// Step 5 brings the code that places the order too (submit-order.ts), so paying never waits for it.
const review = laterStep(() =>
  Promise.all([
    import("./review-step.tsx"),
    import("./promo-code-field.tsx"),
    import("./submit-order.ts"),
  ]).then(
    ([{ ReviewStep }, { PromoCodeField }]) =>
      // biome-ignore lint/correctness/noComponentHookFactories: made once, when the step's code arrives
      function ReviewWithPromo({
        promo,
        ...props
      }: Omit<ComponentProps<typeof ReviewStep>, "promo"> & { promo: PromoFieldProps }) {
        return <ReviewStep {...props} promo={<PromoCodeField {...promo} />} />;
      },
  ),
);
const LATER_STEPS: Record<number, { ready: () => boolean; load: () => Promise<void> }> = {
  2: specs,
  3: packaging,
  4: design,
  5: review,
};

/** True when `step` can be shown at once: step 1, or a later step whose code has arrived. */
export function stepReady(step: number): boolean {
  return LATER_STEPS[step]?.ready() ?? true;
}

/** Fetches a step's code, once; resolves when it is here, rejects when it could not be fetched. */
export function loadStep(step: number): Promise<void> {
  return LATER_STEPS[step]?.load() ?? Promise.resolve();
}

/** Starts fetching a step's code ahead of need; a failure is left to `loadStep` to retry. */
export function prefetchStep(step: number): void {
  loadStep(step).catch(() => {});
}

type PromoFieldProps = ComponentProps<typeof PromoCodeField>;

/** The body of `step`, which must be ready (`stepReady`). */
export function StepContent({
  step,
  state,
  update,
  quote,
  nudge,
  rush,
  logo,
  thumbnail,
  onLogo,
  needsReupload,
  onEdit,
  promo,
}: {
  step: Step;
  state: BuilderState;
  update: (patch: Partial<BuilderState>) => void;
  quote: CustomOrderQuote;
  /** The next price tier's note (tierNudgeText), when it helps. */
  nudge: string | null;
  rush: RushAvailability;
  logo: File | null;
  thumbnail: string | null;
  onLogo: (file: File | null) => void;
  needsReupload: boolean;
  onEdit: (step: Step) => void;
  promo: PromoFieldProps;
}) {
  switch (step) {
    case 1:
      return (
        <QuantityStep quantity={state.quantity} onChange={(quantity) => update({ quantity })} nudge={nudge} />
      );
    case 2:
      return (
        <specs.Step size={state.size} plating={state.plating} pinBack={state.pinBack} onChange={update} />
      );
    case 3:
      return (
        <packaging.Step
          packaging={state.packaging}
          rushOrder={state.rushOrder}
          inHandsDate={state.inHandsDate}
          rush={rush}
          onChange={update}
        />
      );
    case 4:
      return (
        <design.Step
          logo={logo}
          thumbnail={thumbnail}
          onLogo={onLogo}
          needsReupload={needsReupload}
          customerName={state.customerName}
          customerEmail={state.customerEmail}
          onChange={update}
        />
      );
    case 5:
      return (
        <review.Step
          state={state}
          quote={quote}
          logoName={logo?.name ?? null}
          onEdit={onEdit}
          promo={promo}
        />
      );
  }
}
