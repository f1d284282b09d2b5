import { ArrowRightIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { dollarsToCents, formatUsd } from "../../../../lib/money.ts";
import type { ProofQuoteJson } from "../../proofs/requote.schemas.ts";

const usd = (dollars: number) => formatUsd(Math.sign(dollars) * (dollarsToCents(Math.abs(dollars)) ?? 0));
const signed = (dollars: number) => (dollars > 0 ? `+${usd(dollars)}` : usd(dollars));

function Row({ term, children, strong }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className={strong ? "text-right font-semibold" : "text-right font-medium"}>{children}</dd>
    </div>
  );
}

/**
 * The owner's new quote with this version: the old price struck through beside the new one, the
 * options it changes, the adjustment and its reason, and what approving leaves to pay (or refunds).
 */
export function ProofRequote({ quote, approved }: { quote: ProofQuoteJson; approved: boolean }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-brass/60 bg-card p-5 shadow-xs sm:p-6"
    >
      <h2 id={headingId} className="mb-4 font-display text-lg font-semibold">
        {approved ? "The price you approved" : "Your new price"}
      </h2>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="requote-prices">
        <span className="text-lg text-muted-foreground">
          <span className="sr-only">Was </span>
          <s>{usd(quote.previousTotal)}</s>
        </span>
        <ArrowRightIcon className="size-4 self-center text-muted-foreground" aria-hidden="true" />
        <span className="font-display text-3xl font-semibold">
          <span className="sr-only">Now </span>
          {usd(quote.total)}
        </span>
      </p>
      {!approved && (
        <p className="mt-2 text-sm text-muted-foreground">
          Approving this version approves the new price. Not happy with it? Request changes and tell us.
        </p>
      )}
      {quote.changes.length > 0 && (
        <ul className="mt-4 grid gap-1.5 text-sm" aria-label="What changes">
          {quote.changes.map((c) => (
            <li key={c.option} className="flex flex-wrap items-baseline justify-between gap-x-4">
              <span className="text-muted-foreground">{c.option}</span>
              <span className="text-right">
                <s className="text-muted-foreground">{c.from}</s> <span className="font-medium">{c.to}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {quote.adjustment !== 0 && (
        <div className="mt-4 rounded-xl bg-secondary/60 p-3 text-sm">
          <p className="flex justify-between gap-4 font-medium">
            <span>Adjustment</span>
            <span>{signed(quote.adjustment)}</span>
          </p>
          {quote.reason && <p className="mt-1 text-muted-foreground">{quote.reason}</p>}
        </div>
      )}
      <dl className="mt-4 border-t pt-2 text-sm">
        <Row term="Paid so far">{usd(quote.paid)}</Row>
        {quote.refund > 0 ? (
          <Row term="Refunded to you on approval" strong>
            {usd(quote.refund)}
          </Row>
        ) : (
          <Row term={approved ? "Balance due" : "Balance due after approval"} strong>
            {usd(quote.balance)}
          </Row>
        )}
      </dl>
    </section>
  );
}
