import { ArrowRightIcon, PaletteIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../ui/button.tsx";

/**
 * The builder's place on the home page (spec section 2: the hero's button scrolls here). Until
 * the five-step builder lands, an honest card sends visitors to /custom; the builder replaces
 * this one component.
 */
export function BuilderSection() {
  return (
    <section
      id="builder"
      tabIndex={-1}
      aria-labelledby="builder-heading"
      className="scroll-mt-16 border-y bg-card focus-visible:outline-none"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
        <h2 id="builder-heading" className="text-center text-3xl sm:text-4xl">
          Design your custom pins
        </h2>
        <div className="mx-auto mt-10 flex max-w-2xl flex-col items-center gap-5 rounded-2xl border bg-background px-6 py-10 text-center shadow-sm sm:px-10">
          <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
            <PaletteIcon className="size-7" aria-hidden="true" />
          </span>
          <p className="max-w-md leading-relaxed text-muted-foreground">
            Pick your quantity, size, plating and backing, upload your logo and see your price before you pay
            a deposit. The designer opens on its own page.
          </p>
          <Button asChild size="lg">
            <Link to="/custom">
              Start designing
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
