import { formatDollars } from "../../../../lib/money.ts";
import { QuoteRefusal } from "../../../shipping-tax/components/quote-refusal.tsx";
import type { AddressQuoteState } from "../../../shipping-tax/index.ts";
import type { CustomOrderJson, CustomOrderQuoteJson } from "../../custom-orders.schemas.ts";

// What the deposit checkout asks for now: 10% of the pins with its share of the sales tax, once
// the server quoted the address; then what is left for after the mockup.

/** Deposit due now (10% of the pins and its sales tax) and the balance after the mockup. */
export function DepositDue({
  order,
  quote,
}: {
  order: CustomOrderJson;
  quote: AddressQuoteState<CustomOrderQuoteJson>;
}) {
  const figures = quote.status === "ready" ? quote.quote : null;
  return (
    <div className="grid gap-3">
      <dl className="grid gap-1 rounded-xl bg-primary/[0.07] px-4 py-3">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="font-semibold text-primary">Deposit due now (10%)</dt>
          <dd className="text-right text-lg font-semibold text-primary tabular-nums">
            <span data-testid="custom-deposit-due">
              {formatDollars(figures ? figures.depositDue : order.depositAmount)}
            </span>
            {figures && figures.depositTax > 0 && (
              <span className="block text-xs font-normal whitespace-nowrap text-muted-foreground">
                Includes {formatDollars(figures.depositTax)} sales tax
              </span>
            )}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 text-muted-foreground">
          <dt>Balance after mockup approval</dt>
          <dd className="tabular-nums">
            {formatDollars(figures ? figures.balanceDue : order.remainingBalance)}
          </dd>
        </div>
      </dl>
      {quote.status === "address" && (
        <p className="text-xs text-muted-foreground">
          Shipping and sales tax are added once we know your address.
        </p>
      )}
      <QuoteRefusal state={quote} />
    </div>
  );
}
