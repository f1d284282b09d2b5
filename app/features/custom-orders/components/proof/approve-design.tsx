import { CheckIcon } from "lucide-react";
import { Button } from "../../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog.tsx";
import { dollarsToCents, formatUsd } from "../../../../lib/money.ts";

/** "Approve Design", with a confirmation first: approval ends the design and starts the balance payment. */
export function ApproveDesign({
  version,
  balance,
  disabled,
  onConfirm,
}: {
  version: number;
  /** The remaining balance in dollars. */
  balance: number;
  disabled: boolean;
  onConfirm: () => Promise<void>;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button size="lg" className="w-full" disabled={disabled}>
          <CheckIcon aria-hidden="true" />
          Approve Design
        </Button>
      }
      title="Approve this design?"
      description={`Approving version ${version} starts your balance payment: you can pay the remaining ${formatUsd(dollarsToCents(balance) ?? 0)} right away, and we will e-mail you the payment link too. Production begins once the balance is paid, so the design can no longer change.`}
      cancelLabel="Not yet"
      confirmLabel="Approve Design"
      busyLabel="Approving..."
      stayOpen
      onConfirm={onConfirm}
    />
  );
}
