import { useState } from "react";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { apiRequest, errorMessage } from "../../../lib/api.ts";
import { InvoiceDownload } from "../../invoices/components/invoice-download.tsx";
import { invoicePath } from "../../invoices/index.ts";
import { ORDER_STATUS_LABELS, type OrderStatus } from "../../orders/index.ts";
import { type OrderJson, parseOrderItems } from "../../orders/orders.schemas.ts";
import { useOrderChanges } from "../use-order-changes.ts";
import type { OrderDialogProps } from "./order-list-panel.tsx";
import { formatWhen, OrderRecords, usd } from "./order-records.tsx";
import { OverrideReasonDialog, type OverrideRequest, overrideRefusal } from "./override-reason-dialog.tsx";
import { TrackingForm } from "./tracking-form.tsx";

const labelOf = (s: string) => ORDER_STATUS_LABELS[s as OrderStatus] ?? s;

/** One regular order: items, tracking, "Mark delivered", and its records. */
export function RegularOrderDialog({ order, onClose, onChanged }: OrderDialogProps<OrderJson>) {
  const [busy, setBusy] = useState(false);
  const { version, changed, reload } = useOrderChanges(onChanged);
  const [override, setOverride] = useState<OverrideRequest | null>(null);
  if (!order) return null;
  const items = parseOrderItems(order.items);

  // A refund may cancel the order (a full refund before shipping), so the order is read again.
  const refunded = () => reload(`/api/orders/${order.id}`);

  // Delivering a refunded order contradicts the payments: the admin confirms it with a reason.
  const markDelivered = async (reason?: string): Promise<boolean> => {
    setBusy(true);
    try {
      const res = await apiRequest("PUT", `/api/orders/${order.id}/status`, {
        status: "delivered",
        ...(reason ? { reason } : {}),
      });
      changed((await res.json()) as OrderJson);
      toast.success("Order delivered", { description: `Order #${order.id} is marked delivered.` });
      return true;
    } catch (err) {
      const refusal = overrideRefusal(err);
      if (refusal && !reason) setOverride({ ...refusal, retry: markDelivered });
      else toast.error("Error", { description: errorMessage(err, "Failed to update order status.") });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Order #{order.id}</DialogTitle>
          <DialogDescription>
            {order.customerName} · {order.customerEmail} · {formatWhen(order.createdAt)}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-3">
          <Badge data-testid="order-status" variant={order.status === "delivered" ? "success" : "secondary"}>
            {labelOf(order.status)}
          </Badge>
          {order.status === "shipped" ? (
            <Button size="sm" onClick={() => markDelivered()} disabled={busy}>
              {busy ? "Saving..." : "Mark delivered"}
            </Button>
          ) : null}
          <InvoiceDownload href={invoicePath("regular", order.id)} className="sm:ml-auto" />
          <OverrideReasonDialog request={override} onClose={() => setOverride(null)} />
        </div>
        <ul className="grid gap-1 rounded-lg border bg-muted/30 p-3 text-sm">
          {items.map((item) => (
            <li key={`${item.name}-${item.price}`} className="flex justify-between gap-4">
              <span>
                {item.quantity} × {item.name}
              </span>
              <span className="tabular-nums">{usd(item.price * item.quantity)}</span>
            </li>
          ))}
          {order.discountAmount > 0 ? (
            <li className="flex justify-between gap-4 text-muted-foreground">
              <span>Discount</span>
              <span className="tabular-nums">-{usd(order.discountAmount)}</span>
            </li>
          ) : null}
          {order.shippingAmount > 0 ? (
            <li className="flex justify-between gap-4 text-muted-foreground">
              <span>Shipping</span>
              <span className="tabular-nums">{usd(order.shippingAmount)}</span>
            </li>
          ) : null}
          {order.taxAmount > 0 ? (
            <li className="flex justify-between gap-4 text-muted-foreground">
              <span>Sales tax</span>
              <span className="tabular-nums">{usd(order.taxAmount)}</span>
            </li>
          ) : null}
          <li className="flex justify-between gap-4 border-t pt-1 font-semibold">
            <span>Total</span>
            <span className="tabular-nums">{usd(order.totalAmount)}</span>
          </li>
        </ul>
        {["pending", "processing", "in_production", "shipped", "delivered"].includes(order.status) ? (
          <TrackingForm
            key={`${order.id}-${order.trackingNumber}`}
            order={order}
            path={`/api/orders/${order.id}/tracking`}
            onSaved={changed}
          />
        ) : null}
        <OrderRecords
          key={version}
          path={`/api/orders/${order.id}/record`}
          labelOf={labelOf}
          onRefunded={refunded}
        />
      </DialogContent>
    </Dialog>
  );
}
