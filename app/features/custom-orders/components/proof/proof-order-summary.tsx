import { ZapIcon } from "lucide-react";
import type { ReactNode } from "react";
import { formatDollars } from "../../../../lib/money.ts";
import { PACKAGING_LABELS, PIN_BACK_LABELS, PLATING_LABELS, SIZE_LABELS } from "../../../pricing/index.ts";
import type { ProofJson } from "../../proofs/mockups.schemas.ts";
import type { ProofQuoteJson } from "../../proofs/requote.schemas.ts";
import { ProofCard } from "./proof-frame.tsx";

const label = (labels: Readonly<Record<string, string>>, value: string) => labels[value] ?? value;
function Line({ term, children, strong }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className={strong ? "text-right font-semibold" : "text-right font-medium"}>{children}</dd>
    </div>
  );
}

/** An option as it will be: the new choice when the owner's re-quote changes it. */
function Option({ term, value, quote }: { term: string; value: string; quote: ProofQuoteJson | null }) {
  const change = quote?.changes.find((c) => c.option === term);
  return <Line term={term}>{change ? change.to : value}</Line>;
}

/**
 * The order the mockup is for: the pins chosen in the builder and where the money stands. With
 * a re-quote waiting for approval, the options are the new ones and the money is in its card.
 */
export function ProofOrderSummary({
  order,
  quote,
}: {
  order: ProofJson["order"];
  quote: ProofQuoteJson | null;
}) {
  const packaging = order.packaging
    .split(",")
    .map((p) => label(PACKAGING_LABELS, p))
    .join(", ");
  return (
    <ProofCard title={`Order #${order.id}`}>
      <dl className="text-sm">
        <Line term="Quantity">{order.quantity.toLocaleString("en-US")} pins</Line>
        <Option term="Size" value={label(SIZE_LABELS, order.size)} quote={quote} />
        <Option term="Plating" value={label(PLATING_LABELS, order.plating)} quote={quote} />
        <Option term="Pin back" value={label(PIN_BACK_LABELS, order.pinBack)} quote={quote} />
        <Option term="Packaging" value={packaging} quote={quote} />
        {quote ? null : <Money order={order} />}
      </dl>
      {order.rushOrder && (
        <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-accent px-3 py-1 text-xs font-medium text-accent-foreground">
          <ZapIcon className="size-3.5" aria-hidden="true" /> Rush order: 2-3 weeks
        </p>
      )}
    </ProofCard>
  );
}

function Money({ order }: { order: ProofJson["order"] }) {
  return (
    <>
      <div className="my-2 border-t" />
      {(order.shippingAmount > 0 || order.taxAmount > 0) && (
        <>
          <Line term="Pins">{formatDollars(order.totalPrice)}</Line>
          <Line term="Shipping">
            {order.shippingAmount > 0 ? formatDollars(order.shippingAmount) : "Free"}
          </Line>
          {order.taxAmount > 0 && <Line term="Sales tax">{formatDollars(order.taxAmount)}</Line>}
        </>
      )}
      <Line term="Order total">{formatDollars(order.grandTotal)}</Line>
      <Line term="Deposit paid">-{formatDollars(order.depositAmount)}</Line>
      <Line term="Balance due after approval" strong>
        {formatDollars(order.remainingBalance)}
      </Line>
    </>
  );
}
