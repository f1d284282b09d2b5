import { trustFacts } from "../../../components/home/trust-strip.tsx";
import type { MarketingFacts } from "../../pricing/index.ts";
import { CustomPinBuilder } from "./builder/custom-pin-builder.tsx";

/** The custom pins page: a heading, the headline figures and the builder. */
export function CustomPinsPage({ facts }: { facts: MarketingFacts }) {
  return (
    <main className="flex-1 bg-gradient-to-b from-secondary/40 to-background">
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-16 sm:px-6 sm:pt-14 md:pb-24">
        <p className="text-xs font-semibold tracking-[0.2em] text-primary uppercase">Made to your design</p>
        <h1 className="mt-2 max-w-3xl text-4xl leading-tight sm:text-5xl">Custom Soft Enamel Golf Pins</h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted-foreground">
          Build your order below and watch the price as you go. Pay a small deposit today; you approve a
          mockup before a single pin is struck.
        </p>
        <ul className="mt-6 flex flex-wrap gap-2">
          {trustFacts(facts).map(({ Icon, text }) => (
            <li
              key={text}
              className="flex items-center gap-2 rounded-full border bg-card px-3 py-1.5 text-sm font-medium shadow-xs"
            >
              <Icon className="size-4 text-primary" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
        <section aria-labelledby="custom-builder-heading" className="mt-12">
          <h2 id="custom-builder-heading" className="sr-only">
            Design your custom pins
          </h2>
          <CustomPinBuilder />
        </section>
      </div>
    </main>
  );
}
