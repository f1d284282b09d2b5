import {
  CUSTOM_ORDER_STATUS_LABELS,
  CUSTOM_ORDER_STATUSES,
  type CustomOrderStatus,
  normalizeCustomOrderStatus,
} from "../custom-orders/index.ts";
import { ORDER_STATUS_LABELS, ORDER_TIMELINE, type OrderStatus } from "./order-status.ts";

// The customer's timelines (docs/product-rules.md#statuses): which steps an order has passed,
// which one it is at, and the states that sit outside the line (cancelled, payment pending).
// Browser-safe: the track page draws them, tests pin them down.

export type StepState = "done" | "current" | "upcoming";

export interface TimelineStep {
  status: string;
  label: string;
  state: StepState;
}

/**
 * `active`: somewhere on the line; `complete`: delivered; `cancelled`: off the line for good;
 * `payment_pending`: not on the line yet (PayPal is still reviewing the payment).
 */
export type TimelinePhase = "active" | "complete" | "cancelled" | "payment_pending";

export interface Timeline {
  phase: TimelinePhase;
  /** The order's state as the customer reads it ("Order Received", "Cancelled", ...). */
  label: string;
  steps: TimelineStep[];
}

/** The nine steps of a custom order, in order: every status but "cancelled", which ends the line. */
export const CUSTOM_TIMELINE: readonly Exclude<CustomOrderStatus, "cancelled">[] =
  CUSTOM_ORDER_STATUSES.filter(
    (status): status is Exclude<CustomOrderStatus, "cancelled"> => status !== "cancelled",
  );

/**
 * Steps before the order's state are done and its own step is current; the last step is done
 * once reached, since nothing is left to wait for. A state off the line marks every step upcoming.
 */
function stepsAt(line: readonly string[], labels: Record<string, string>, at: number): TimelineStep[] {
  const last = line.length - 1;
  return line.map((status, i) => {
    let state: StepState = "upcoming";
    if (at >= 0 && (i < at || (i === at && at === last))) state = "done";
    else if (i === at) state = "current";
    return { status, label: labels[status] ?? status, state };
  });
}

function phaseOf(at: number, lineLength: number): TimelinePhase {
  return at === lineLength - 1 ? "complete" : "active";
}

/** A custom order's timeline; `mockup_sent` is read as `awaiting_approval`. */
export function customOrderTimeline(status: CustomOrderStatus | "mockup_sent"): Timeline {
  const normalized = normalizeCustomOrderStatus(status) ?? "pending";
  const label = CUSTOM_ORDER_STATUS_LABELS[normalized];
  if (normalized === "cancelled") {
    return { phase: "cancelled", label, steps: stepsAt(CUSTOM_TIMELINE, CUSTOM_ORDER_STATUS_LABELS, -1) };
  }
  const at = CUSTOM_TIMELINE.indexOf(normalized);
  return {
    phase: phaseOf(at, CUSTOM_TIMELINE.length),
    label,
    steps: stepsAt(CUSTOM_TIMELINE, CUSTOM_ORDER_STATUS_LABELS, at),
  };
}

/** A regular order's timeline: pending → processing → in production → shipped → delivered. */
export function regularOrderTimeline(status: OrderStatus): Timeline {
  const label = ORDER_STATUS_LABELS[status];
  if (status === "cancelled" || status === "payment_pending") {
    return { phase: status, label, steps: stepsAt(ORDER_TIMELINE, ORDER_STATUS_LABELS, -1) };
  }
  const at = ORDER_TIMELINE.indexOf(status);
  return {
    phase: phaseOf(at, ORDER_TIMELINE.length),
    label,
    steps: stepsAt(ORDER_TIMELINE, ORDER_STATUS_LABELS, at),
  };
}
