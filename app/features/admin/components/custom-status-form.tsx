import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "../../../components/ui/select.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { apiRequest, errorMessage } from "../../../lib/api.ts";
import type { CustomOrderJson } from "../../custom-orders/custom-orders.schemas.ts";
import { CUSTOM_ORDER_STATUSES, type CustomOrderStatus } from "../../custom-orders/index.ts";
import { cancellable } from "../../custom-orders/lifecycle/custom-order-lifecycle.schemas.ts";
import { customStatusLabel } from "./custom-status-label.ts";
import { OverrideReasonDialog, type OverrideRequest, overrideRefusal } from "./override-reason-dialog.tsx";

/**
 * The admin may pick any status; the change is recorded with an optional note. A change the
 * payments contradict is confirmed with a reason (docs/product-rules.md#guarded-status-changes);
 * cancelling an order that holds money offers `onCancelAndRefund` instead.
 */
export function CustomStatusForm({
  order,
  onSaved,
  onCancelAndRefund,
}: {
  order: CustomOrderJson;
  onSaved: (order: CustomOrderJson) => void;
  onCancelAndRefund?: () => void;
}) {
  const [status, setStatus] = useState<CustomOrderStatus>(order.status);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [override, setOverride] = useState<OverrideRequest | null>(null);

  const save = async (reason?: string): Promise<boolean> => {
    setBusy(true);
    try {
      const res = await apiRequest("PATCH", `/api/custom-orders/${order.id}/status`, {
        status,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(reason ? { reason } : {}),
      });
      const next = (await res.json()) as CustomOrderJson;
      setNote("");
      onSaved(next);
      toast.success("Status updated", {
        description: `Order #${order.id} is now ${customStatusLabel(next.status)}.`,
      });
      return true;
    } catch (err) {
      const refusal = overrideRefusal(err);
      if (refusal && !reason) setOverride({ ...refusal, retry: save });
      else toast.error("Error", { description: errorMessage(err, "Failed to update order status.") });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-3 rounded-lg border bg-muted/30 p-3 sm:grid-cols-[auto_1fr_auto] sm:items-end">
      <div className="grid gap-2">
        <Label htmlFor={`status-${order.id}`}>Status</Label>
        <Select value={status} onValueChange={(v) => setStatus(v as CustomOrderStatus)}>
          <SelectTrigger
            id={`status-${order.id}`}
            className="min-h-10 w-full whitespace-normal data-[size=default]:h-auto *:data-[slot=select-value]:line-clamp-none sm:w-72"
          >
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {CUSTOM_ORDER_STATUSES.map((s) => (
              <SelectItem key={s} value={s}>
                {customStatusLabel(s)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`note-${order.id}`}>Note (optional)</Label>
        <Input
          id={`note-${order.id}`}
          value={note}
          maxLength={1000}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <Button onClick={() => save()} disabled={busy || (status === order.status && !note.trim())}>
        {busy ? "Saving..." : "Update status"}
      </Button>
      <OverrideReasonDialog request={override} onClose={() => setOverride(null)}>
        {override?.problem === "money_held" && onCancelAndRefund && cancellable(order.status) ? (
          <div className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm">
            <p>To give the money back, cancel with a refund through PayPal instead.</p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="w-fit"
              onClick={() => {
                setOverride(null);
                onCancelAndRefund();
              }}
            >
              Cancel and refund
            </Button>
          </div>
        ) : null}
      </OverrideReasonDialog>
    </div>
  );
}
