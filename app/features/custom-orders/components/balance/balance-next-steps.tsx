import { CalendarClockIcon, FactoryIcon, ShieldCheckIcon, TruckIcon } from "lucide-react";
import { CheckoutCard } from "../checkout/checkout-layout.tsx";

/** The balance page promises delivery in 2-3 weeks (docs/product-rules.md#timings-and-limits). */
export const BALANCE_SCREEN_DELIVERY = "2-3 weeks";

// The "What happens next?" list, in its order (docs/product-rules.md#messages).
const STEPS = [
  { icon: ShieldCheckIcon, text: "Your payment is processed securely by PayPal." },
  { icon: FactoryIcon, text: "Your order moves straight into production." },
  { icon: TruckIcon, text: "We e-mail you tracking information as soon as your pins ship." },
  { icon: CalendarClockIcon, text: `Estimated delivery: ${BALANCE_SCREEN_DELIVERY}.` },
];

export function BalanceNextSteps() {
  return (
    <CheckoutCard title="What happens next?">
      <ol className="grid gap-4 text-sm">
        {STEPS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            {text}
          </li>
        ))}
      </ol>
    </CheckoutCard>
  );
}
