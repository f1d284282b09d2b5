// "Reorder" (at the timeline's end): the owner of a shipped or delivered order starts the builder
// with the same options and artwork. Nothing is created here: the builder fetches the artwork
// from its stored URL and sends it with `prepare` like any upload, so the file is checked again
// and stored under a fresh key, and the new order is priced by the engine as it is today.
import type { CurrentUser } from "../../../lib/context.ts";
import { conflict, notFound } from "../../../lib/errors.server.ts";
import { ownsOrder } from "../../orders/index.server.ts";
import { JUST_PINS, parsePackaging } from "../../pricing/index.ts";
import { uploadUrl } from "../../uploads/index.server.ts";
import { type CustomOrderJson, ORDER_NOT_FOUND } from "../custom-orders.schemas.ts";
import { findCustomOrder } from "../custom-orders.server.ts";
import { REORDER_NOT_READY, type ReorderJson } from "./custom-order-lifecycle.schemas.ts";

/** `POST /api/custom-orders/{id}/reorder`: the owner only; anyone else gets 404. */
export async function startReorder(user: CurrentUser, id: number): Promise<ReorderJson> {
  const row = await findCustomOrder(id);
  if (!row || row.order.archivedAt || !ownsOrder(user, row.order)) throw notFound(ORDER_NOT_FOUND);
  const { order } = row;
  if (order.status !== "shipped" && order.status !== "delivered") throw conflict(REORDER_NOT_READY);
  return {
    orderId: order.id,
    quantity: order.quantity,
    size: order.size as CustomOrderJson["size"],
    plating: order.plating as CustomOrderJson["plating"],
    pinBack: order.pinBack as CustomOrderJson["pinBack"],
    packaging: parsePackaging(order.packaging) ?? [JUST_PINS],
    rushOrder: order.rushOrder,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    logo: order.logoKey ? { url: uploadUrl(order.logoKey), fileName: order.logoFileName ?? "artwork" } : null,
  };
}
