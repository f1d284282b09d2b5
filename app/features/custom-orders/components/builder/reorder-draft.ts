import { isAllowedQuantity, isPinBack, isPlating, isSize, packagingProblem } from "../../../pricing/index.ts";
import type { ReorderJson } from "../../lifecycle/custom-order-lifecycle.schemas.ts";
import { type BuilderState, INITIAL_STATE } from "./builder-state.ts";

// "Reorder" (reorder.server.ts): the builder starts from an earlier order's options and artwork.
// The artwork is fetched from its stored URL and sent with `prepare` like a fresh upload, so
// the server checks it again and the new order gets its own copy and today's prices.

export const REORDER_FAILED = "We could not load that order. Please try again.";
export const REORDER_SIGN_IN = "Please sign in to reorder your pins.";
export const ARTWORK_MISSING = "We could not load your artwork, so please add it again.";

/** The builder's state for the order: every choice the engine still offers, no promo code. */
export function reorderState(order: ReorderJson, hasLogo: boolean): BuilderState {
  return {
    ...INITIAL_STATE,
    // With the artwork back, everything is filled in: straight to the review; else to the upload.
    currentStep: hasLogo ? 5 : 4,
    quantity: isAllowedQuantity(order.quantity) ? order.quantity : INITIAL_STATE.quantity,
    size: isSize(order.size) ? order.size : INITIAL_STATE.size,
    plating: isPlating(order.plating) ? order.plating : INITIAL_STATE.plating,
    pinBack: isPinBack(order.pinBack) ? order.pinBack : INITIAL_STATE.pinBack,
    packaging: packagingProblem(order.packaging) ? INITIAL_STATE.packaging : order.packaging,
    rushOrder: order.rushOrder,
    customerName: order.customerName.slice(0, 120),
    customerEmail: order.customerEmail.slice(0, 254),
  };
}

async function fetchArtwork(logo: NonNullable<ReorderJson["logo"]>): Promise<File | null> {
  try {
    const res = await fetch(logo.url, { credentials: "include" });
    if (!res.ok) return null;
    const blob = await res.blob();
    return new File([blob], logo.fileName, { type: blob.type });
  } catch {
    return null;
  }
}

export type ReorderResult =
  | { kind: "loaded"; orderId: number; state: BuilderState; logo: File | null }
  | { kind: "failed"; message: string };

/** `POST /api/custom-orders/{id}/reorder`, then the artwork. */
export async function loadReorder(id: string): Promise<ReorderResult> {
  if (!/^\d{1,9}$/.test(id)) return { kind: "failed", message: REORDER_FAILED };
  let res: Response;
  try {
    res = await fetch(`/api/custom-orders/${id}/reorder`, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
  } catch {
    return { kind: "failed", message: REORDER_FAILED };
  }
  if (res.status === 401) return { kind: "failed", message: REORDER_SIGN_IN };
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok || !body || typeof body !== "object") {
    const message = body && typeof body === "object" && "message" in body ? String(body.message) : "";
    return { kind: "failed", message: res.status === 409 && message ? message : REORDER_FAILED };
  }
  const order = body as ReorderJson;
  const logo = order.logo ? await fetchArtwork(order.logo) : null;
  return { kind: "loaded", orderId: order.orderId, state: reorderState(order, logo !== null), logo };
}
