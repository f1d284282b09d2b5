import { type ReactNode, useEffect, useId, useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { ApiError } from "../../../lib/api.ts";
import { OVERRIDE_REASON_MAX } from "../../orders/index.ts";

/** A change the server refused because the payments contradict it, and how to send it again. */
export interface OverrideRequest {
  /** The server's words for what is wrong ("$405.00 is still owed on this order."). */
  message: string;
  /** One of the guard's problems (`balance_due`, `money_held`, `payment_pending`, ...). */
  problem: string;
  /** Sends the same change again with the admin's reason; false when it failed (the dialog stays). */
  retry: (reason: string) => Promise<boolean>;
}

/**
 * The refusal of a change the payments contradict (a 409 that asks for a reason,
 * docs/product-rules.md#guarded-status-changes), or null for any other error.
 */
export function overrideRefusal(err: unknown): { message: string; problem: string } | null {
  if (!(err instanceof ApiError) || err.status !== 409 || !err.body) return null;
  try {
    const body: unknown = JSON.parse(err.body);
    if (body && typeof body === "object" && "reasonRequired" in body && body.reasonRequired === true) {
      const { message, problem } = body as { message?: unknown; problem?: unknown };
      if (typeof message === "string")
        return { message, problem: typeof problem === "string" ? problem : "" };
    }
  } catch {
    // Not the server's JSON: not a refusal that asks for a reason.
  }
  return null;
}

/** The confirmation's title for each kind of contradiction. */
const TITLES: Record<string, string> = {
  balance_due: "The balance is not paid",
  cancelled: "This order is cancelled",
  refunded: "This order was refunded",
  money_held: "This order still holds money",
  payment_pending: "A payment is pending at PayPal",
  deposit_missing: "No deposit was received",
};

/**
 * Names what is wrong with a change and asks for the reason that confirms it anyway (a
 * required field); confirming sends the change again with the reason. `children` offer a
 * better way out (cancelling with a refund, say).
 */
export function OverrideReasonDialog({
  request,
  onClose,
  children,
}: {
  request: OverrideRequest | null;
  onClose: () => void;
  children?: ReactNode;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  // Every refusal starts with an empty reason, however the last dialog was closed.
  useEffect(() => {
    if (!request) setReason("");
  }, [request]);
  const close = () => {
    setReason("");
    onClose();
  };
  return (
    <ConfirmDialog
      open={request !== null}
      onOpenChange={(open) => !open && close()}
      title={TITLES[request?.problem ?? ""] ?? "The payments say otherwise"}
      description={request?.message ?? ""}
      cancelLabel="Go back"
      confirmLabel="Confirm with reason"
      busyLabel="Saving..."
      stayOpen
      confirmDisabled={!reason.trim()}
      onConfirm={async () => (request ? request.retry(reason.trim()) : true)}
    >
      {children}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-reason`}>Reason (required)</Label>
        <Textarea
          id={`${id}-reason`}
          value={reason}
          maxLength={OVERRIDE_REASON_MAX}
          rows={2}
          placeholder="Why this change is right anyway; kept in the order's history"
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
