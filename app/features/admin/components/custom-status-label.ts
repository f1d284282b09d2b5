import { CUSTOM_ORDER_STATUS_LABELS, type CustomOrderStatus } from "../../custom-orders/index.ts";

/** The admin reads "Mockup Sent" (the admin's name of the state) beside the timeline's name. */
export function customStatusLabel(status: string): string {
  if (status === "awaiting_approval" || status === "mockup_sent") return "Mockup Sent (Awaiting Approval)";
  return CUSTOM_ORDER_STATUS_LABELS[status as CustomOrderStatus] ?? status;
}

/** The badge of a status in the admin's list and dialog: delivered green, cancelled red. */
export function customStatusBadge(status: string): "success" | "destructive" | "secondary" {
  if (status === "delivered") return "success";
  return status === "cancelled" ? "destructive" : "secondary";
}
