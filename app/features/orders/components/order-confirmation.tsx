import { CircleCheckIcon, ExternalLinkIcon, MailCheckIcon } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Button } from "../../../components/ui/button.tsx";

interface OrderConfirmationProps {
  title: string;
  orderNumber: number;
  /** What was paid, in a sentence or two. */
  lead: ReactNode;
  /** The steps that follow, in order. */
  next: string[];
  /** The order's private page, e-mailed to the buyer too. */
  viewUrl: string;
  children?: ReactNode;
}

/**
 * What a guest sees once the payment went through: the order number, what happens next and the
 * private link to the order's page (a guest has no account to find the order in later). It
 * replaces the payment form in place, so the focus moves to its heading: a screen reader reads
 * the outcome, and the keyboard carries on from the top of it instead of from a vanished button.
 */
export function OrderConfirmation({
  title,
  orderNumber,
  lead,
  next,
  viewUrl,
  children,
}: OrderConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className="mx-auto grid max-w-2xl gap-8 py-8 sm:py-12"
      aria-labelledby="order-confirmation-title"
    >
      <div className="flex flex-col items-center text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-success/10 text-success ring-8 ring-success/5 [&_svg]:size-8">
          <CircleCheckIcon aria-hidden="true" />
        </span>
        <h1
          ref={heading}
          id="order-confirmation-title"
          tabIndex={-1}
          className="mt-6 text-3xl outline-none sm:text-4xl"
        >
          {title}
        </h1>
        <p className="mt-3 font-display text-xl font-semibold">Order #{orderNumber}</p>
        <div className="mt-2 grid gap-1 text-muted-foreground">{lead}</div>
      </div>

      <div className="rounded-2xl border bg-card p-5 shadow-xs sm:p-6">
        <h2 className="font-display text-lg font-semibold">What happens next</h2>
        <ol className="mt-3 grid gap-3">
          {next.map((step, index) => (
            <li key={step} className="flex gap-3 text-sm">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary">
                {index + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </div>

      <div className="rounded-2xl border border-primary/25 bg-primary/5 p-5 sm:p-6">
        <h2 className="flex items-center gap-2 font-display text-lg font-semibold">
          <MailCheckIcon className="size-5 text-primary" aria-hidden="true" />
          We e-mailed you a private link
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          It opens your order at any time, no account needed. Keep it to yourself: anyone with the link can
          see the order.
        </p>
        <a
          href={viewUrl}
          className="mt-3 block rounded-lg border bg-background px-3 py-2 font-mono text-xs break-all text-primary underline-offset-4 hover:underline"
        >
          {viewUrl}
        </a>
        <Button asChild size="lg" className="mt-4 w-full sm:w-auto">
          <a href={viewUrl}>
            View your order <ExternalLinkIcon aria-hidden="true" />
          </a>
        </Button>
      </div>
      {children && <div className="flex flex-wrap justify-center gap-3">{children}</div>}
    </section>
  );
}
