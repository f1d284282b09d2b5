import { Undo2Icon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { apiRequest, errorMessage } from "../../../lib/api.ts";
import { dollarsToCents, formatUsd } from "../../../lib/money.ts";
import type { LedgerEntryJson } from "../../orders/order-records.schemas.ts";

/** What is left to give back of a capture: its amount less refunds done or under way. */
export function refundableCents(capture: LedgerEntryJson, ledger: LedgerEntryJson[]): number {
  if (capture.kind === "refund" || capture.status !== "completed") return 0;
  const given = ledger
    .filter((p) => p.refundOfPaymentId === capture.id && (p.status === "completed" || p.status === "pending"))
    .reduce((sum, p) => sum + (dollarsToCents(p.amount) ?? 0), 0);
  return Math.max(0, (dollarsToCents(capture.amount) ?? 0) - given);
}

const AMOUNT_INVALID = "Enter an amount in dollars and cents, up to what is left.";

/**
 * The admin refunds a payment through PayPal (`POST /api/payments/{id}/refund`), all that
 * is left or part of it, after confirming. PayPal sends the money back; this cannot be undone.
 */
export function RefundPayment({
  leftCents,
  paymentId,
  onRefunded,
}: {
  leftCents: number;
  paymentId: number;
  onRefunded: () => void;
}) {
  const id = useId();
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const left = (leftCents / 100).toFixed(2);
  const cents = amount.trim() === "" ? leftCents : dollarsToCents(amount.trim().replace(/^\$/, ""));

  const submit = async () => {
    if (cents === null || cents <= 0 || cents > leftCents) {
      setError(AMOUNT_INVALID);
      return false;
    }
    try {
      const body = { amount: (cents / 100).toFixed(2), ...(reason.trim() ? { reason: reason.trim() } : {}) };
      await apiRequest("POST", `/api/payments/${paymentId}/refund`, body);
      toast.success("Refund sent", {
        description: `${formatUsd(cents)} is on its way back to the customer.`,
      });
      onRefunded();
      return true;
    } catch (err) {
      toast.error("Error", { description: errorMessage(err, "Failed to refund the payment.") });
      return false;
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm">
          <Undo2Icon aria-hidden="true" />
          Refund
        </Button>
      }
      title="Refund through PayPal?"
      description={`The money goes back to the customer's PayPal account and cannot be taken again. Up to ${formatUsd(leftCents)} can be refunded.`}
      confirmLabel={`Refund ${cents && cents > 0 && cents <= leftCents ? formatUsd(cents) : ""}`.trim()}
      busyLabel="Refunding..."
      destructive
      stayOpen
      onOpenChange={(next) => {
        if (!next) return;
        setAmount(left);
        setReason("");
        setError(null);
      }}
      onConfirm={submit}
    >
      <div className="grid gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-amount`}>Amount ($)</Label>
          <Input
            id={`${id}-amount`}
            inputMode="decimal"
            value={amount}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setAmount(e.target.value);
              setError(null);
            }}
          />
          {error ? (
            <p id={`${id}-error`} className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-reason`}>Reason (optional, e-mailed to the customer)</Label>
          <Input
            id={`${id}-reason`}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
      </div>
    </ConfirmDialog>
  );
}
