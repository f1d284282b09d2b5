import { CUSTOM_ORDER_STATUS_LABELS, type CustomOrderStatus } from "../../custom-orders/order-status.ts";

/** The admin reads the specification's "mockup sent" beside the timeline's name (D3). */
export function customStatusLabel(status: string): string {
  if (status === "awaiting_approval" || status === "mockup_sent") return "Mockup Sent (Awaiting Approval)";
  return CUSTOM_ORDER_STATUS_LABELS[status as CustomOrderStatus] ?? status;
}
