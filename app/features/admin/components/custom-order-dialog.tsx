import { useState } from "react";
import { Badge } from "../../../components/ui/badge.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog.tsx";
import type { CustomOrderJson } from "../../custom-orders/custom-orders.schemas.ts";
import { TRACKABLE_STATUSES } from "../../custom-orders/lifecycle/custom-order-lifecycle.schemas.ts";
import { InvoiceDownload } from "../../invoices/components/invoice-download.tsx";
import { invoicePath } from "../../invoices/index.ts";
import { useOrderChanges } from "../use-order-changes.ts";
import { ArtworkPreview } from "./artwork-preview.tsx";
import { BalanceLinkButton } from "./balance-link-button.tsx";
import { CancelCustomOrder } from "./cancel-custom-order.tsx";
import { CustomOrderFacts } from "./custom-order-facts.tsx";
import { CustomStatusForm } from "./custom-status-form.tsx";
import { customStatusBadge, customStatusLabel } from "./custom-status-label.ts";
import { DetailSection } from "./detail-section.tsx";
import { MockupsSection } from "./mockups-section.tsx";
import type { OrderDialogProps } from "./order-list-panel.tsx";
import { formatWhen, OrderRecords } from "./order-records.tsx";
import { TrackingForm } from "./tracking-form.tsx";

/**
 * One custom order in the admin dashboard: its facts and artwork, the
 * mockups, the balance link, the status select, tracking, "Cancel order" with a refund, the
 * ledger and the history.
 */
export function CustomOrderDialog({ order, onClose, onChanged }: OrderDialogProps<CustomOrderJson>) {
  const { version, bump, changed, reload } = useOrderChanges(onChanged);
  const [cancelOpen, setCancelOpen] = useState(false);
  if (!order) return null;
  // A refund from the ledger may cancel the order (a refunded deposit), so it is read again.
  const refunded = () => reload(`/api/custom-orders/${order.id}`);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Custom order #{order.id}</DialogTitle>
          <DialogDescription className="break-words">
            {order.customerName} · {order.customerEmail} · {formatWhen(order.createdAt)}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-3">
          <Badge data-testid="custom-order-status" variant={customStatusBadge(order.status)}>
            {customStatusLabel(order.status)}
          </Badge>
          {order.status !== "pending" ? (
            <InvoiceDownload href={invoicePath("custom", order.id)} className="sm:ml-auto" />
          ) : null}
        </div>
        <CancelCustomOrder
          key={order.id}
          order={order}
          onChanged={changed}
          open={cancelOpen}
          onOpenChange={setCancelOpen}
        />
        <DetailSection title="Order">
          <CustomOrderFacts order={order} />
        </DetailSection>
        <DetailSection title="Artwork">
          <ArtworkPreview order={order} />
        </DetailSection>
        <MockupsSection order={order} onChanged={changed} onReplaced={bump} />
        <DetailSection title="Balance payment">
          <BalanceLinkButton orderId={order.id} status={order.status} onGenerated={bump} />
        </DetailSection>
        <DetailSection title="Status">
          <CustomStatusForm
            key={`${order.id}-${order.status}`}
            order={order}
            onSaved={changed}
            onCancelAndRefund={() => setCancelOpen(true)}
          />
        </DetailSection>
        {TRACKABLE_STATUSES.includes(order.status) && (
          <DetailSection title="Tracking">
            <TrackingForm
              key={`${order.id}-${order.trackingNumber}`}
              order={order}
              path={`/api/custom-orders/${order.id}/tracking`}
              onSaved={changed}
            />
          </DetailSection>
        )}
        <OrderRecords
          key={version}
          path={`/api/custom-orders/${order.id}/record`}
          labelOf={customStatusLabel}
          onRefunded={refunded}
        />
      </DialogContent>
    </Dialog>
  );
}
