import { CheckIcon } from "lucide-react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../../../../components/ui/alert-dialog.tsx";
import { Button } from "../../../../components/ui/button.tsx";
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
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button size="lg" className="w-full" disabled={disabled}>
          <CheckIcon aria-hidden="true" />
          Approve Design
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Approve this design?</AlertDialogTitle>
          <AlertDialogDescription>
            {`Approving version ${version} starts your balance payment: you can pay the remaining ${formatUsd(dollarsToCents(balance) ?? 0)} right away, and we will e-mail you the payment link too. Production begins once the balance is paid, so the design can no longer change.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Not yet</AlertDialogCancel>
          <AlertDialogAction
            disabled={busy}
            onClick={async (event) => {
              // Keep the dialog open until the answer is in.
              event.preventDefault();
              setBusy(true);
              try {
                await onConfirm();
                setOpen(false);
              } finally {
                setBusy(false);
              }
            }}
          >
            {busy ? "Approving..." : "Approve Design"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
