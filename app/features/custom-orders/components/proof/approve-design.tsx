import { CheckIcon } from "lucide-react";
import { Button } from "../../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog.tsx";
import { dollarsToCents, formatUsd } from "../../../../lib/money.ts";
import type { ProofQuoteJson } from "../../proofs/requote.schemas.ts";

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars) ?? 0);

/** What approving does to the money, in the confirmation's words. */
function whatFollows(version: number, balance: number, quote: ProofQuoteJson | null): string {
  const end = "Production begins once the balance is paid, so the design can no longer change.";
  if (!quote) {
    return `Approving version ${version} starts your balance payment: you can pay the remaining ${usd(balance)} right away, and we will e-mail you the payment link too. ${end}`;
  }
  const price = `Approving version ${version} also approves the new price of ${usd(quote.total)} (was ${usd(quote.previousTotal)}).`;
  if (quote.refund > 0)
    return `${price} We refund the ${usd(quote.refund)} you paid above it to your PayPal account.`;
  if (quote.balance === 0) return `${price} What you paid covers it, so nothing is left to pay.`;
  return `${price} You can pay the remaining ${usd(quote.balance)} right away, and we will e-mail you the payment link too. ${end}`;
}

/** "Approve Design", with a confirmation first: approval ends the design and starts the balance payment. */
export function ApproveDesign({
  version,
  balance,
  quote,
  disabled,
  onConfirm,
}: {
  version: number;
  /** The remaining balance in dollars. */
  balance: number;
  /** The owner's re-quote with this version: approving approves its price. */
  quote: ProofQuoteJson | null;
  disabled: boolean;
  onConfirm: () => Promise<void>;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button size="lg" className="w-full" disabled={disabled}>
          <CheckIcon aria-hidden="true" />
          {quote ? "Approve Design & New Price" : "Approve Design"}
        </Button>
      }
      title={quote ? "Approve this design and its new price?" : "Approve this design?"}
      description={whatFollows(version, balance, quote)}
      cancelLabel="Not yet"
      confirmLabel={quote ? "Approve Design & New Price" : "Approve Design"}
      busyLabel="Approving..."
      stayOpen
      onConfirm={onConfirm}
    />
  );
}
