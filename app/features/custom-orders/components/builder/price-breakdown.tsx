import { formatUsd } from "../../../../lib/money.ts";
import { cn } from "../../../../lib/utils.ts";
import type { CustomOrderQuote } from "../../../pricing/index.ts";

/** The engine's lines (base, each surcharge, rush, discount), then total, deposit and balance. */
export function PriceBreakdown({ quote }: { quote: CustomOrderQuote }) {
  return (
    <div className="rounded-2xl border bg-card">
      <table className="w-full text-sm">
        <caption className="sr-only">Price breakdown</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Per pin</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {quote.lines.map((line) => (
            <tr key={line.label}>
              <th scope="row" className="py-2.5 pl-4 text-left font-normal sm:pl-5">
                {line.label}
              </th>
              <td className="px-2 py-2.5 text-right text-xs whitespace-nowrap text-muted-foreground tabular-nums">
                {line.perPinCents !== undefined && `${formatUsd(line.perPinCents)} × ${quote.quantity}`}
              </td>
              <td
                className={cn(
                  "py-2.5 pr-4 text-right whitespace-nowrap tabular-nums sm:pr-5",
                  line.amountCents < 0 && "font-medium text-success",
                )}
              >
                {formatUsd(line.amountCents)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2">
          <tr>
            <th scope="row" className="py-3 pl-4 text-left font-semibold sm:pl-5">
              Total
            </th>
            <td className="px-2 py-3 text-right text-xs whitespace-nowrap text-muted-foreground tabular-nums">
              {formatUsd(quote.pricePerPinCents)} per pin
            </td>
            <td className="py-3 pr-4 text-right font-semibold whitespace-nowrap tabular-nums sm:pr-5">
              {formatUsd(quote.totalCents)}
            </td>
          </tr>
          <tr className="bg-primary/[0.06]">
            <th scope="row" colSpan={2} className="py-3 pl-4 text-left font-semibold text-primary sm:pl-5">
              10% deposit due today
            </th>
            <td className="py-3 pr-4 text-right text-base font-semibold whitespace-nowrap text-primary tabular-nums sm:pr-5">
              {formatUsd(quote.depositCents)}
            </td>
          </tr>
          <tr>
            <th
              scope="row"
              colSpan={2}
              className="py-3 pl-4 text-left font-normal text-muted-foreground sm:pl-5"
            >
              Balance after approval
            </th>
            <td className="py-3 pr-4 text-right whitespace-nowrap text-muted-foreground tabular-nums sm:pr-5">
              {formatUsd(quote.balanceCents)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
