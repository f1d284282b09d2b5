import { ArrowLeftIcon, ArrowRightIcon, Loader2Icon, LockIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../../components/ui/button.tsx";
import { toast } from "../../../../components/ui/sonner.tsx";
import { formatUsd } from "../../../../lib/money.ts";
import { useRootData } from "../../../../lib/root-data.ts";
import { cn } from "../../../../lib/utils.ts";
import { tierNudge, tierNudgeText } from "../../../pricing/index.ts";
import { MISSING_INFORMATION } from "../../custom-order-messages.ts";
import { customCheckoutUrl } from "../../quote/index.ts";
import { isEmail, isStepValid, LAST_STEP, STEP_TITLES, type Step } from "./builder-state.ts";
import { PriceAnnouncer, PriceBar, PriceSummary } from "./price-summary.tsx";
import { loadStep, prefetchStep, StepContent, stepReady } from "./step-content.tsx";
import { StepIndicator } from "./step-indicator.tsx";
import type { PrepareResult } from "./submit-order.ts";
import { useBuilder } from "./use-builder.ts";
import { usePromoCode } from "./use-promo-code.ts";
import { useReorder } from "./use-reorder.ts";
import { useRushAvailability } from "./use-rush-availability.ts";
import { choicesKey, useSharedQuote } from "./use-shared-quote.ts";
import { useThumbnail } from "./use-thumbnail.ts";

const STEP_INTROS: Record<Step, string> = {
  1: "Minimum 50 pins. The more you order, the less each pin costs.",
  2: "Choose the size, the metal plating and the back of your pins.",
  3: "How your pins are packed, and how soon you need them.",
  4: "Upload your artwork and tell us where to send your mockup.",
  5: "Check your order, add a promo code if you have one, and pay your 10% deposit.",
};

/** A shopper about to use the builder: a pointer over it, a touch or the keyboard's focus in it. */
const WARM_UP_EVENTS = ["pointerover", "pointerdown", "focusin"] as const;

/**
 * The five-step custom pin builder: a live price from the one
 * pricing engine, a saved draft, and the prepared order handed to the checkout.
 */
export function CustomPinBuilder() {
  const signedIn = Boolean(useRootData()?.user);
  const navigate = useNavigate();
  const { state, update, goTo, quote, options, discountableCents, fromDraft, restored } = useBuilder();
  const [logo, setLogo] = useState<File | null>(null);
  const reordering = useReorder(restored, (next, file) => {
    update(next);
    setLogo(file);
  });
  const shared = useSharedQuote(restored, update);
  const thumbnail = useThumbnail(logo);
  const rush = useRushAvailability();
  const promo = usePromoCode({
    applied: state.appliedDiscount,
    orderAmountCents: discountableCents,
    setApplied: (appliedDiscount) => update({ appliedDiscount }),
  });
  const [submitting, setSubmitting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  // The step on screen. Steps 2 to 5 load their code on demand: until the wanted step's code is
  // here (usually already, fetched ahead below), the current one stays, dimmed only if the wait
  // lasts, and then heading, body and buttons change together.
  const wanted = state.currentStep;
  const [shown, setShown] = useState<Step>(wanted);
  const ready = stepReady(wanted);
  if (ready && shown !== wanted) setShown(wanted);
  const step = ready ? wanted : shown;
  const switching = step !== wanted;
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadStep(wanted).then(
      () => current && setShown(wanted),
      () => {
        // Not fetched (offline, say): the shopper stays where they are and can press again.
        if (!current) return;
        focusHeading.current = false;
        goTo(shown);
      },
    );
    return () => {
      current = false;
    };
  }, [ready, wanted, shown, goTo]);

  useEffect(() => {
    if (rush.status === "ready" && rush.spotsLeft === 0 && state.rushOrder) update({ rushOrder: false });
  }, [rush, state.rushOrder, update]);

  // Focus follows the shopper's own step changes only, never a restored draft's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the new step is on screen
  useEffect(() => {
    const target = heading.current;
    if (!focusHeading.current || !target) return;
    focusHeading.current = false;
    target.focus({ preventScroll: true });
    const top = target.getBoundingClientRect().top;
    if (top < 80 || top > window.innerHeight * 0.6) target.scrollIntoView({ block: "start" });
  }, [step]);

  // The shopper is on a step: the next one's code is fetched now, so Next never waits for it. On
  // step 1 only once they point at, touch or tab into the builder, so a page that is only opened
  // never downloads the later steps.
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const next = step + 1;
    if (step > 1) return prefetchStep(next);
    const target = card.current;
    const prefetch = () => prefetchStep(next);
    for (const type of WARM_UP_EVENTS) target?.addEventListener(type, prefetch, { passive: true });
    return () => {
      for (const type of WARM_UP_EVENTS) target?.removeEventListener(type, prefetch);
    };
  }, [step]);

  const move = (to: Step) => {
    focusHeading.current = true;
    goTo(to);
  };

  const submit = async () => {
    if (submitting || promo.pending || !options || !quote) return;
    if (!logo || !state.customerName.trim() || !isEmail(state.customerEmail)) {
      toast.error("Missing Information", { description: MISSING_INFORMATION });
      return;
    }
    setSubmitting(true);
    // The code that places the order comes with step 5's (step-content.tsx), out of the first load.
    const result = await import("./submit-order.ts").then(
      ({ placeOrder }) => placeOrder(state, options, quote, logo, signedIn),
      (): PrepareResult => ({ kind: "failed", message: "Please check your connection and try again." }),
    );
    if (result.kind !== "prepared") {
      setSubmitting(false);
      if (result.kind === "failed") toast.error("Error", { description: result.message });
      else if (result.field === "promoCode") {
        update({ appliedDiscount: null });
        toast.error("Invalid Promo Code", { description: result.message });
      } else if (result.field === "rushOrder") {
        update({ rushOrder: false });
        toast.error("Rush Unavailable", { description: result.message });
      } else {
        const applied = state.appliedDiscount;
        if (applied && result.discountCents !== null)
          update({ appliedDiscount: { ...applied, amountCents: result.discountCents } });
        toast.error("Prices Updated", { description: result.message });
      }
      return;
    }
    navigate(customCheckoutUrl({ id: result.order.id, token: result.order.checkoutToken }));
  };

  if (!options || !quote) return null;
  const canGoOn = isStepValid(step, state, logo !== null);
  // The next tier's figures leave the discount out, so the note is left out once a code applies.
  const next = state.appliedDiscount ? null : tierNudge(options);
  const nudge = next && tierNudgeText(next, options.quantity);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_19rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_21rem]">
      <div ref={card} className="min-w-0 rounded-3xl border bg-card shadow-sm">
        <div className="border-b px-3 py-5 sm:px-8">
          <StepIndicator current={step} onSelect={move} />
        </div>
        <div className="px-4 py-6 sm:px-8 sm:py-8">
          <p className="text-xs font-semibold tracking-[0.16em] text-muted-foreground uppercase">
            Step {step} of {LAST_STEP}
          </p>
          {reordering && (
            <p role="status" className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2Icon className="size-4 animate-spin" aria-hidden="true" /> Loading order #{reordering}
              ...
            </p>
          )}
          {shared.loading && (
            <p role="status" className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2Icon className="size-4 animate-spin" aria-hidden="true" /> Loading your quote...
            </p>
          )}
          {shared.note && shared.noteFor === choicesKey(state) && (
            <p
              data-testid="quote-prices-note"
              className="mt-2 rounded-lg bg-muted px-3 py-2 text-sm font-medium"
            >
              {shared.note}
            </p>
          )}
          <h3 ref={heading} tabIndex={-1} className="mt-1 scroll-mt-24 text-2xl outline-none sm:text-3xl">
            {STEP_TITLES[step - 1]}
          </h3>
          <p className="mt-2 text-sm text-muted-foreground">{STEP_INTROS[step]}</p>
          <div
            className={cn("mt-7 transition-opacity", switching && "opacity-60 delay-150 duration-300")}
            aria-busy={switching || undefined}
          >
            <StepContent
              step={step}
              state={state}
              update={update}
              quote={quote}
              nudge={nudge}
              rush={rush}
              logo={logo}
              thumbnail={thumbnail}
              onLogo={setLogo}
              needsReupload={fromDraft}
              onEdit={move}
              promo={{
                value: state.promoCode,
                onChange: (promoCode) => update({ promoCode }),
                applied: state.appliedDiscount,
                pending: promo.pending,
                onApply: (code) => void promo.apply(code).then((ok) => ok && update({ promoCode: "" })),
                onRemove: promo.remove,
              }}
            />
          </div>
        </div>
        <div className="flex items-center justify-between gap-3 border-t px-4 py-4 sm:px-8">
          <Button
            type="button"
            variant="outline"
            disabled={step === 1}
            onClick={() => move((step - 1) as Step)}
          >
            <ArrowLeftIcon aria-hidden="true" /> Previous
          </Button>
          {step < LAST_STEP ? (
            <Button type="button" disabled={!canGoOn} onClick={() => move((step + 1) as Step)}>
              Next <ArrowRightIcon aria-hidden="true" />
            </Button>
          ) : (
            <Button
              type="button"
              size="lg"
              className="min-w-0 flex-1 sm:flex-none"
              disabled={submitting || promo.pending}
              aria-busy={submitting}
              onClick={() => void submit()}
            >
              {submitting ? (
                <Loader2Icon className="animate-spin" aria-hidden="true" />
              ) : (
                <LockIcon aria-hidden="true" />
              )}
              {submitting ? "Processing..." : `Pay Deposit - ${formatUsd(quote.depositCents)}`}
            </Button>
          )}
        </div>
      </div>
      <div className="hidden lg:sticky lg:top-24 lg:block">
        <PriceSummary
          quote={quote}
          size={options.size}
          plating={options.plating}
          pinBack={options.pinBack}
          rushOrder={options.rushOrder}
          logo={thumbnail}
          nudge={nudge}
        />
      </div>
      <PriceBar quote={quote} />
      <PriceAnnouncer quote={quote} />
    </div>
  );
}
