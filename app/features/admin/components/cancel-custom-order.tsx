import { CircleAlertIcon, CircleCheckIcon, XCircleIcon } from "lucide-react";
import { useId, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { apiRequest, errorMessage } from "../../../lib/api.ts";
import type { CustomOrderJson } from "../../custom-orders/custom-orders.schemas.ts";
import {
  type CancelResultJson,
  cancellable,
} from "../../custom-orders/lifecycle/custom-order-lifecycle.schemas.ts";
import { usd } from "./order-records.tsx";

/**
 * Cancelling with a refund goes through PayPal's refund call: confirm, refund every
 * payment held, cancel. The outcome of each refund stays on screen, failures included.
 */
export function CancelCustomOrder({
  order,
  onChanged,
  open,
  onOpenChange,
}: {
  order: CustomOrderJson;
  onChanged: (order: CustomOrderJson) => void;
  /** Opens the confirmation from elsewhere (the status select's "Cancel and refund"). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CancelResultJson | null>(null);

  const cancel = async () => {
    setBusy(true);
    try {
      const res = await apiRequest("POST", `/api/custom-orders/${order.id}/cancel`, {
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      const outcome = (await res.json()) as CancelResultJson;
      setResult(outcome);
      onChanged(outcome.order);
      if (outcome.cancelled) toast.success("Order cancelled", { description: outcome.message });
      else toast.error("Order not cancelled", { description: outcome.message });
    } catch (err) {
      toast.error("Error", { description: errorMessage(err, "Failed to cancel the order.") });
    } finally {
      setBusy(false);
    }
  };

  // The outcome stays after the order is cancelled, when the button itself is gone.
  if (!cancellable(order.status) && !result) return null;
  return (
    <div className="grid gap-3">
      {cancellable(order.status) && (
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" className="w-fit text-destructive" disabled={busy}>
              <XCircleIcon aria-hidden="true" />
              {busy ? "Cancelling..." : "Cancel order"}
            </Button>
          }
          title={`Cancel custom order #${order.id}?`}
          description="Every payment of this order is refunded through PayPal, then the order is cancelled and the customer is e-mailed. This cannot be undone."
          cancelLabel="Keep order"
          confirmLabel="Refund and cancel"
          destructive
          open={open}
          onOpenChange={onOpenChange}
          onConfirm={cancel}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-reason`}>Reason (optional)</Label>
            <Textarea
              id={`${id}-reason`}
              value={reason}
              maxLength={500}
              rows={2}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
        </ConfirmDialog>
      )}
      {result && <CancelOutcome result={result} />}
    </div>
  );
}

function CancelOutcome({ result }: { result: CancelResultJson }) {
  return (
    <Alert variant={result.cancelled ? "success" : "destructive"} role="status">
      {result.cancelled ? <CircleCheckIcon aria-hidden="true" /> : <CircleAlertIcon aria-hidden="true" />}
      <AlertTitle>{result.cancelled ? "Order cancelled" : "Order not cancelled"}</AlertTitle>
      <AlertDescription>
        <p>{result.message}</p>
        {result.refunds.length > 0 && (
          <ul className="mt-1 grid gap-0.5">
            {result.refunds.map((r) => (
              <li key={r.paymentId}>
                <span className="capitalize">{r.kind}</span> {usd(r.amount)}:{" "}
                {r.status === "refunded" ? "refunded" : `not refunded (${r.message})`}
              </li>
            ))}
          </ul>
        )}
      </AlertDescription>
    </Alert>
  );
}
