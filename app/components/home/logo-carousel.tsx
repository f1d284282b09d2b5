import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "../ui/button.tsx";
import { CLUB_LOGOS, type ClubLogo } from "./club-logos.ts";
import { useCarousel } from "./use-carousel.ts";

/**
 * "Trusted by clubs and tournaments": the WAI-ARIA APG carousel pattern. Rotation pauses while
 * the pointer or focus is inside, and the visitor can stop it; the slides keep their size, so
 * nothing around them moves.
 */
export function LogoCarousel({ logos = CLUB_LOGOS }: { logos?: readonly ClubLogo[] }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const carousel = useCarousel(logos.length, hovered || focused || stopped);
  const offset = (carousel.current * 100) / carousel.perView;

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="trusted-by"
      className="bg-background"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
        <h2
          id="trusted-by"
          className="text-center font-sans text-xs font-semibold tracking-[0.18em] text-muted-foreground uppercase"
        >
          Trusted by clubs and tournaments
        </h2>
        <div className="mt-8 overflow-hidden">
          <div
            aria-live={carousel.rotating ? "off" : "polite"}
            className="flex transition-transform duration-700 ease-out"
            style={{ transform: `translateX(-${offset}%)` }}
          >
            {logos.map((logo, i) => {
              const inView = i >= carousel.current && i < carousel.current + carousel.perView;
              return (
                // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group, not a form fieldset
                <div
                  key={logo.src}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${logos.length}`}
                  aria-hidden={!inView}
                  className="shrink-0 basis-full px-2 md:basis-1/3 md:px-3"
                >
                  <div className="flex h-28 items-center justify-center rounded-xl border bg-card px-6">
                    <img
                      src={logo.src}
                      alt={logo.name}
                      width={320}
                      height={120}
                      loading="lazy"
                      className="h-20 w-auto max-w-full"
                    />
                  </div>
                </div>
              );
            })}
          </div>
        </div>
        <div className="mt-6 flex items-center justify-center gap-2">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Previous logos"
            onClick={carousel.previous}
          >
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          {/* CSS, not JavaScript, hides it under reduced motion, so hydration moves nothing. */}
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="motion-reduce:hidden"
            aria-label={stopped ? "Start rotating logos" : "Stop rotating logos"}
            onClick={() => setStopped((s) => !s)}
          >
            {stopped ? <PlayIcon aria-hidden="true" /> : <PauseIcon aria-hidden="true" />}
          </Button>
          <Button type="button" variant="outline" size="icon" aria-label="Next logos" onClick={carousel.next}>
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
    </section>
  );
}
