import type { ReactNode } from "react";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { dollarsToCents, formatDollars, formatUsd } from "../../../lib/money.ts";
import { QuoteRefusal } from "./quote-refusal.tsx";
import type { QuoteState } from "./use-checkout-quote.ts";

function Row({ label, children, testId }: { label: ReactNode; children: ReactNode; testId: string }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** What a line shows while its figure is not known yet. */
function Pending({ state }: { state: QuoteState }) {
  if (state.status === "loading") {
    return (
      <span className="inline-flex items-center gap-1.5 text-muted-foreground">
        <Spinner className="size-3.5" /> Calculating...
      </span>
    );
  }
  if (state.status === "refused" || state.status === "error") {
    return <span className="text-muted-foreground">Not available</span>;
  }
  return <span className="text-muted-foreground">Enter your address</span>;
}

/**
 * The checkout's subtotal, discount, shipping, sales tax and total: the server's quote for the
 * address typed so far; before there is one, the items' figures and what is still to come.
 */
export function CheckoutTotals({
  subtotalCents,
  discount,
  state,
}: {
  subtotalCents: number;
  discount: { code: string; amountCents: number } | null;
  state: QuoteState;
}) {
  const quote = state.status === "ready" ? state.quote : null;
  const discountCents = quote ? (dollarsToCents(quote.discount) ?? 0) : (discount?.amountCents ?? 0);
  const itemsCents = Math.max(0, subtotalCents - discountCents);
  return (
    <div className="grid gap-3">
      <dl className="grid gap-2 text-sm">
        <Row label="Subtotal" testId="cart-subtotal">
          {formatUsd(quote ? (dollarsToCents(quote.subtotal) ?? subtotalCents) : subtotalCents)}
        </Row>
        {discountCents > 0 && (
          <Row
            label={<>Discount {discount && <span className="font-mono text-xs">({discount.code})</span>}</>}
            testId="cart-discount"
          >
            <span className="text-success">−{formatUsd(discountCents)}</span>
          </Row>
        )}
        <Row label="Shipping" testId="cart-shipping">
          {quote ? quote.shipping === 0 ? "Free" : formatDollars(quote.shipping) : <Pending state={state} />}
        </Row>
        <Row label="Sales tax" testId="cart-tax">
          {quote ? formatDollars(quote.tax) : <Pending state={state} />}
        </Row>
        <div className="mt-1 flex items-baseline justify-between gap-4 border-t pt-3">
          <dt className="font-medium">Total</dt>
          <dd className="font-display text-xl font-semibold tabular-nums" data-testid="cart-total">
            {quote ? formatDollars(quote.total) : formatUsd(itemsCents)}
          </dd>
        </div>
      </dl>
      {!quote && state.status !== "refused" && (
        <p className="text-xs text-muted-foreground">Shipping and tax are added once we know your address.</p>
      )}
      <QuoteRefusal state={state} />
    </div>
  );
}
