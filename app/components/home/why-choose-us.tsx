import { GemIcon, PencilRulerIcon, PiggyBankIcon, TimerIcon, TruckIcon, UsersIcon } from "lucide-react";
import type { MarketingFacts } from "../../features/pricing/index.ts";
import { formatUsd } from "../../lib/money.ts";
import { RUSH_DELIVERY, STANDARD_DELIVERY } from "./delivery-times.ts";

/** Only what the shop really does: each figure comes from the pricing engine. */
function reasons(facts: MarketingFacts) {
  return [
    {
      Icon: GemIcon,
      title: "Soft enamel, done properly",
      text: "Colours set between raised metal lines you can feel, plated in silver, gold, bronze or black nickel.",
    },
    {
      Icon: PencilRulerIcon,
      title: "Free mockups, unlimited revisions",
      text: "You see your pin before we make it. Ask for changes as often as you need; nothing is made until you approve the mockup online.",
    },
    {
      Icon: PiggyBankIcon,
      title: `Only ${facts.depositPercent}% to start`,
      text: "A small deposit starts your order. The balance is due only after you have approved your mockup.",
    },
    {
      Icon: UsersIcon,
      title: `From ${facts.minQuantity} pins`,
      text: `Right-sized for a club or a single event, with volume pricing from ${formatUsd(facts.highestBasePerPinCents)} down to ${formatUsd(facts.lowestPerPinCents)} per pin.`,
    },
    {
      Icon: TruckIcon,
      title: `Standard delivery in ${STANDARD_DELIVERY}`,
      text: "Most orders reach you in that window, and the tracking details come by e-mail when your pins ship.",
    },
    {
      Icon: TimerIcon,
      title: `Rush in ${RUSH_DELIVERY}`,
      text: `Tournament on the calendar? Rush production is a flat ${formatUsd(facts.rushFeeCents)} for any quantity, while this month's rush spots last.`,
    },
  ];
}

export function WhyChooseUs({ facts }: { facts: MarketingFacts }) {
  return (
    <section aria-labelledby="why-choose-us" className="bg-background">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
        <div className="max-w-2xl">
          <p className="text-xs font-semibold tracking-[0.18em] text-primary uppercase">Why choose us</p>
          <h2 id="why-choose-us" className="mt-3 text-3xl sm:text-4xl">
            Made the way a club would make them
          </h2>
        </div>
        <ul className="mt-12 grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {reasons(facts).map(({ Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-sans text-base font-semibold tracking-normal">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
