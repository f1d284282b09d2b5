import { ArrowRightIcon } from "lucide-react";
import type { MarketingFacts } from "../../features/pricing/index.ts";
import { cn } from "../../lib/utils.ts";
import { buttonVariants } from "../ui/button.tsx";
import { MOCKUP_TURNAROUND } from "./delivery-times.ts";
import { SectionLink } from "./section-link.tsx";

/** The closing band: one more, calm invitation to start a design. */
export function FinalCta({ facts }: { facts: MarketingFacts }) {
  return (
    <section aria-labelledby="final-cta" className="bg-background px-4 py-16 sm:px-6 md:py-20">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-8 overflow-hidden rounded-3xl bg-primary bg-[radial-gradient(ellipse_60%_90%_at_100%_0%,color-mix(in_oklch,var(--color-brass)_22%,transparent),transparent)] px-6 py-12 text-primary-foreground sm:px-10 md:flex-row md:items-center md:justify-between md:px-14 md:py-16">
        <div className="max-w-2xl">
          <h2 id="final-cta" className="text-3xl sm:text-4xl">
            Ready to put your club on a pin?
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-primary-foreground/85">
            Start with a free mockup within {MOCKUP_TURNAROUND}. You pay just {facts.depositPercent}% to
            begin, and the balance only once you have approved the design.
          </p>
        </div>
        <SectionLink
          sectionId="builder"
          className={cn(
            buttonVariants({ size: "lg" }),
            "shrink-0 bg-brass text-brass-foreground hover:bg-brass/90 focus-visible:ring-primary-foreground focus-visible:ring-offset-primary",
          )}
        >
          Design your pins
          <ArrowRightIcon aria-hidden="true" />
        </SectionLink>
      </div>
    </section>
  );
}
