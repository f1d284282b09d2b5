import { ArrowRightIcon } from "lucide-react";
import { buttonVariants } from "../ui/button-variants.ts";
import { SectionLink } from "./section-link.tsx";

/** The first screen of the home page: what we make, for whom, and the two ways in. */
export function HomeHero() {
  return (
    <section className="relative overflow-hidden bg-[radial-gradient(ellipse_80%_60%_at_70%_30%,var(--color-secondary),transparent_70%)]">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-10 pb-14 sm:px-6 md:grid-cols-[1.05fr_1fr] md:gap-12 md:pt-20 md:pb-24">
        <div>
          <p className="text-xs font-semibold tracking-[0.18em] text-primary uppercase">
            Newport Beach, California
          </p>
          <h1 className="mt-4 text-4xl leading-[1.08] sm:text-5xl lg:text-6xl">
            Custom golf pins worthy of the clubhouse
          </h1>
          <p className="mt-5 max-w-lg text-lg leading-relaxed text-muted-foreground">
            Soft-enamel ball markers and lapel pins for your club, tournament or team. Design them online,
            approve a free mockup, and we make the rest.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <SectionLink sectionId="builder" className={buttonVariants({ size: "lg" })}>
              Design your pins
              <ArrowRightIcon aria-hidden="true" />
            </SectionLink>
            <SectionLink sectionId="shop" className={buttonVariants({ size: "lg", variant: "outline" })}>
              Shop ready-made pins
            </SectionLink>
          </div>
        </div>
        <img
          src="/images/brand/hero-pins.svg"
          alt="Enamel golf pins and ball markers with flag, crossed clubs and course designs"
          width={1200}
          height={900}
          fetchPriority="high"
          className="w-full rounded-3xl shadow-[0_24px_60px_-20px_rgb(20_60_40/0.45)] ring-1 ring-black/5"
        />
      </div>
    </section>
  );
}
