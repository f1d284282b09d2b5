// What an invoice is built from, read through the features that own each part: the order
// (orders or custom-orders) and its ledger (payments).

import type { CustomOrderForInvoice } from "../custom-orders/index.server.ts";
import { CUSTOM_ORDER_STATUS_LABELS, type CustomOrderStatus } from "../custom-orders/index.ts";
import type { RegularOrderForInvoice } from "../orders/index.server.ts";
import { ORDER_STATUS_LABELS } from "../orders/index.ts";
import { type LedgerEntry, listLedgerEntries } from "../payments/index.server.ts";
import {
  isPinBack,
  isPlating,
  isSize,
  PACKAGING_LABELS,
  PIN_BACK_LABELS,
  PLATING_LABELS,
  SIZE_LABELS,
} from "../pricing/index.ts";
import type { InvoiceLedgerRow, InvoiceSource } from "./invoice.ts";

const ledgerRows = (entries: LedgerEntry[]): InvoiceLedgerRow[] =>
  entries.map(({ createdAt, ...entry }) => ({ ...entry, at: createdAt.toISOString() }));

export async function regularInvoiceSource({
  order,
  items,
  discountCode,
  shipTo,
}: RegularOrderForInvoice): Promise<InvoiceSource> {
  return {
    kind: "regular",
    orderId: order.id,
    placedAt: order.createdAt.toISOString(),
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    customer: { name: order.customerName, email: order.customerEmail },
    shipTo,
    lines: items.map((item) => ({
      description: item.name,
      details: [],
      quantity: item.quantity,
      unitCents: item.unitPriceCents,
    })),
    discountCents: order.discountCents,
    discountCode,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    ledger: ledgerRows(await listLedgerEntries({ orderId: order.id })),
  };
}

const packagingLabel = (value: string) => PACKAGING_LABELS[value as keyof typeof PACKAGING_LABELS] ?? value;

/** The options a custom order was made with, as the builder names them. */
function customOptions(order: CustomOrderForInvoice["order"]): string[] {
  return [
    `Size: ${isSize(order.size) ? SIZE_LABELS[order.size] : order.size}`,
    `Plating: ${isPlating(order.plating) ? PLATING_LABELS[order.plating] : order.plating}`,
    `Back: ${isPinBack(order.pinBack) ? PIN_BACK_LABELS[order.pinBack] : order.pinBack}`,
    `Packaging: ${order.packaging.map(packagingLabel).join(", ")}`,
  ];
}

export async function customInvoiceSource({
  order,
  promoCode,
  shipTo,
}: CustomOrderForInvoice): Promise<InvoiceSource> {
  const pins = {
    description: "Custom soft-enamel pins",
    details: customOptions(order),
    quantity: order.quantity,
    unitCents: order.pricePerPinCents,
  };
  const rush = {
    description: "Rush order",
    details: ["2-3 weeks, design approval within 12 hours"],
    quantity: 1,
  };
  return {
    kind: "custom",
    orderId: order.id,
    placedAt: order.createdAt.toISOString(),
    status: order.status,
    statusLabel: CUSTOM_ORDER_STATUS_LABELS[order.status as CustomOrderStatus] ?? order.status,
    customer: { name: order.customerName, email: order.customerEmail },
    shipTo,
    lines: [
      pins,
      ...(order.rushFeeCents > 0 ? [{ ...rush, unitCents: order.rushFeeCents }] : []),
      // The owner's re-quote line, with its reason (docs/decisions/019-requote-at-the-proof.md).
      ...(order.adjustmentCents !== 0
        ? [
            {
              description: "Adjustment",
              details: order.adjustmentReason ? [order.adjustmentReason] : [],
              quantity: 1,
              unitCents: order.adjustmentCents,
            },
          ]
        : []),
    ],
    discountCents: order.discountCents,
    discountCode: promoCode,
    // Shipping and sales tax as fixed on the order when its deposit was paid (0 for orders
    // placed before custom orders carried them); the order owes pins, shipping and tax.
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    totalCents: order.totalCents + order.shippingCents + order.taxCents,
    ledger: ledgerRows(await listLedgerEntries({ customOrderId: order.id })),
  };
}
