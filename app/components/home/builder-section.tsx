import { CustomPinBuilder } from "../../features/custom-orders/components/builder/custom-pin-builder.tsx";

/** The builder's place on the home page (the hero's button scrolls here). */
export function BuilderSection() {
  return (
    <section
      id="builder"
      tabIndex={-1}
      aria-labelledby="builder-heading"
      className="scroll-mt-16 border-y bg-secondary/30 focus-visible:outline-none"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
        <p className="text-center text-xs font-semibold tracking-[0.18em] text-primary uppercase">
          Live pricing, no surprises
        </p>
        <h2 id="builder-heading" className="mt-3 text-center text-3xl sm:text-4xl">
          Design your custom pins
        </h2>
        <div className="mt-10">
          <CustomPinBuilder />
        </div>
      </div>
    </section>
  );
}
