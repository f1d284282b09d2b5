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
import { apiRequest } from "../../../lib/api.ts";
import type { CustomOrderJson } from "../../custom-orders/custom-orders.schemas.ts";
import { CUSTOM_ORDER_STATUSES, type CustomOrderStatus } from "../../custom-orders/index.ts";
import { customStatusLabel } from "./custom-status-label.ts";

/** The admin may pick any status; the change is recorded with an optional note. */
export function CustomStatusForm({
  order,
  onSaved,
}: {
  order: CustomOrderJson;
  onSaved: (order: CustomOrderJson) => void;
}) {
  const [status, setStatus] = useState<CustomOrderStatus>(order.status);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      const res = await apiRequest("PATCH", `/api/custom-orders/${order.id}/status`, {
        status,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      const next = (await res.json()) as CustomOrderJson;
      setNote("");
      onSaved(next);
      toast.success("Status updated", {
        description: `Order #${order.id} is now ${customStatusLabel(next.status)}.`,
      });
    } catch {
      toast.error("Error", { description: "Failed to update order status." });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-3 rounded-lg border bg-muted/30 p-3 sm:grid-cols-[auto_1fr_auto] sm:items-end">
      <div className="grid gap-2">
        <Label htmlFor={`status-${order.id}`}>Status</Label>
        <Select value={status} onValueChange={(v) => setStatus(v as CustomOrderStatus)}>
          <SelectTrigger id={`status-${order.id}`} className="sm:w-60">
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
      <Button onClick={save} disabled={busy || (status === order.status && !note.trim())}>
        {busy ? "Saving..." : "Update status"}
      </Button>
    </div>
  );
}
