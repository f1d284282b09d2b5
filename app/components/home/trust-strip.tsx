import { ClockIcon, LayersIcon, TagIcon, WalletIcon } from "lucide-react";
import type { MarketingFacts } from "../../features/pricing/index.ts";
import { formatUsd } from "../../lib/money.ts";
import { MOCKUP_TURNAROUND } from "./delivery-times.ts";

/** Every figure comes from the pricing engine, never typed by hand. */
export function trustFacts(facts: MarketingFacts) {
  return [
    { Icon: TagIcon, text: `From ${formatUsd(facts.lowestPerPinCents)} per pin` },
    { Icon: LayersIcon, text: `Minimum ${facts.minQuantity} pins` },
    { Icon: WalletIcon, text: `${facts.depositPercent}% deposit to start` },
    { Icon: ClockIcon, text: `Mockup within ${MOCKUP_TURNAROUND}` },
  ];
}

export function TrustStrip({ facts }: { facts: MarketingFacts }) {
  return (
    <section aria-label="At a glance" className="border-y bg-card">
      <ul className="mx-auto grid max-w-6xl grid-cols-2 gap-x-4 gap-y-5 px-4 py-6 sm:px-6 md:grid-cols-4 md:py-7">
        {trustFacts(facts).map(({ Icon, text }) => (
          <li key={text} className="flex items-center gap-3 text-sm font-medium sm:text-base">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Icon className="size-4.5" aria-hidden="true" />
            </span>
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
