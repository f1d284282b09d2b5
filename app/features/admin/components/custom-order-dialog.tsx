import { DownloadIcon } from "lucide-react";
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
import { Fact } from "../../orders/components/order-fact.tsx";
import { CustomStatusForm } from "./custom-status-form.tsx";
import { customStatusLabel } from "./custom-status-label.ts";
import { formatWhen, OrderRecords, usd } from "./order-records.tsx";

const spaced = (v: string) => v.replace(/-/g, " ");
const SIZE: Record<string, string> = {
  "0.75inch": '0.75"',
  "1inch": '1"',
  "1.25inch": '1.25"',
  "1.5inch": '1.5"',
};
export const sizeLabel = (size: string) => SIZE[size] ?? size;

function Artwork({ order }: { order: CustomOrderJson }) {
  if (!order.logoUrl) return <p className="text-sm text-muted-foreground">No artwork uploaded.</p>;
  const isPdf = order.logoFileName?.toLowerCase().endsWith(".pdf");
  return (
    <div className="flex flex-wrap items-center gap-4">
      {isPdf ? null : (
        <img
          src={order.logoUrl}
          alt={`Artwork for order #${order.id}`}
          className="size-24 rounded-lg border bg-white object-contain p-1"
        />
      )}
      <a
        href={order.logoUrl}
        download={order.logoFileName ?? true}
        className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <DownloadIcon className="size-4" aria-hidden="true" />
        {order.logoFileName ?? "Download artwork"}
      </a>
    </div>
  );
}

/** One custom order: every field of section 3, its artwork, status select, ledger and history. */
export function CustomOrderDialog({
  order,
  onClose,
  onChanged,
}: {
  order: CustomOrderJson | null;
  onClose: () => void;
  onChanged: (order: CustomOrderJson) => void;
}) {
  const [version, setVersion] = useState(0);
  if (!order) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Custom order #{order.id}</DialogTitle>
          <DialogDescription>
            {order.customerName} · {order.customerEmail} · {formatWhen(order.createdAt)}
          </DialogDescription>
        </DialogHeader>
        <Badge variant="secondary">{customStatusLabel(order.status)}</Badge>
        <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
          <Fact label="Quantity">{order.quantity} pins</Fact>
          <Fact label="Size">{sizeLabel(order.size)}</Fact>
          <Fact label="Plating">
            <span className="capitalize">{spaced(order.plating)}</span>
          </Fact>
          <Fact label="Pin back">
            <span className="capitalize">{order.pinBack}</span>
          </Fact>
          <Fact label="Packaging">
            <span className="capitalize">{order.packaging.split(",").map(spaced).join(", ")}</span>
          </Fact>
          <Fact label="Rush">{order.rushOrder ? `Yes (${usd(order.rushOrderFee)})` : "No"}</Fact>
          <Fact label="Price per pin">{usd(order.pricePerPin)}</Fact>
          <Fact label="Discount">
            {order.discountAmount > 0
              ? `-${usd(order.discountAmount)}${order.promoCode ? ` (${order.promoCode})` : ""}`
              : "None"}
          </Fact>
          <Fact label="Total">{usd(order.totalPrice)}</Fact>
          <Fact label="Deposit">{usd(order.depositAmount)}</Fact>
          <Fact label="Remaining balance">{usd(order.remainingBalance)}</Fact>
          <Fact label="Deposit payment">
            <span className="break-all">{order.depositPaymentId ?? "—"}</span>
          </Fact>
          <Fact label="Balance payment">
            <span className="break-all">{order.balancePaymentId ?? "—"}</span>
          </Fact>
        </dl>
        <Artwork order={order} />
        <CustomStatusForm
          key={`${order.id}-${order.status}`}
          order={order}
          onSaved={(next) => {
            setVersion((v) => v + 1);
            onChanged(next);
          }}
        />
        <OrderRecords
          key={version}
          path={`/api/custom-orders/${order.id}/record`}
          labelOf={customStatusLabel}
        />
      </DialogContent>
    </Dialog>
  );
}
