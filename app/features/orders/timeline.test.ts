import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CUSTOM_ORDER_STATUSES } from "../custom-orders/index.ts";
import { ORDER_STATUSES } from "./order-status.ts";
import { CUSTOM_TIMELINE, customOrderTimeline, regularOrderTimeline, type Timeline } from "./timeline.ts";

const states = (timeline: Timeline) => timeline.steps.map((s) => s.state).join(" ");
const labels = (timeline: Timeline) => timeline.steps.map((s) => s.label);

describe("customOrderTimeline", () => {
  it("has the nine steps, pending labelled Order Received", () => {
    expect(labels(customOrderTimeline("deposit_paid"))).toEqual([
      "Order Received",
      "Deposit Paid",
      "Design In Progress",
      "Awaiting Approval",
      "Approved",
      "Balance Paid",
      "In Production",
      "Shipped",
      "Delivered",
    ]);
  });

  it.each([
    ["pending", "current upcoming upcoming upcoming upcoming upcoming upcoming upcoming upcoming", "active"],
    ["deposit_paid", "done current upcoming upcoming upcoming upcoming upcoming upcoming upcoming", "active"],
    ["awaiting_approval", "done done done current upcoming upcoming upcoming upcoming upcoming", "active"],
    ["balance_paid", "done done done done done current upcoming upcoming upcoming", "active"],
    ["shipped", "done done done done done done done current upcoming", "active"],
    ["delivered", "done done done done done done done done done", "complete"],
  ] as const)("%s: %s", (status, expected, phase) => {
    const timeline = customOrderTimeline(status);
    expect(states(timeline)).toBe(expected);
    expect(timeline.phase).toBe(phase);
  });

  it("reads mockup_sent as awaiting approval", () => {
    expect(customOrderTimeline("mockup_sent")).toEqual(customOrderTimeline("awaiting_approval"));
    expect(customOrderTimeline("mockup_sent").label).toBe("Awaiting Approval");
  });

  it("shows a cancelled order off the line: its own phase and no step reached", () => {
    const timeline = customOrderTimeline("cancelled");
    expect(timeline.phase).toBe("cancelled");
    expect(timeline.label).toBe("Cancelled");
    expect(timeline.steps).toHaveLength(9);
    expect(timeline.steps.every((s) => s.state === "upcoming")).toBe(true);
  });

  it("labels the order with its current state", () => {
    expect(customOrderTimeline("pending").label).toBe("Order Received");
    expect(customOrderTimeline("in_production").label).toBe("In Production");
  });

  it("for every state on the line: done steps, then at most one current, then upcoming", () => {
    const onLine = CUSTOM_ORDER_STATUSES.filter((s) => s !== "cancelled");
    fc.assert(
      fc.property(fc.constantFrom(...onLine), (status) => {
        const timeline = customOrderTimeline(status);
        const order = timeline.steps.map((s) => ({ done: 0, current: 1, upcoming: 2 })[s.state]);
        expect(order).toEqual([...order].sort());
        expect(timeline.steps.filter((s) => s.state === "current").length).toBeLessThanOrEqual(1);
        const reached = timeline.steps.findIndex((s) => s.status === status);
        expect(reached).toBe(CUSTOM_TIMELINE.indexOf(status));
        expect(timeline.steps[reached]?.state).not.toBe("upcoming");
        expect(timeline.steps.slice(0, reached).every((s) => s.state === "done")).toBe(true);
      }),
    );
  });
});

describe("regularOrderTimeline", () => {
  it("has the five steps", () => {
    expect(labels(regularOrderTimeline("pending"))).toEqual([
      "Order Received",
      "Processing",
      "In Production",
      "Shipped",
      "Delivered",
    ]);
    expect(regularOrderTimeline("pending").steps.map((s) => s.status)).toEqual([
      "pending",
      "processing",
      "in_production",
      "shipped",
      "delivered",
    ]);
  });

  it.each([
    ["pending", "current upcoming upcoming upcoming upcoming", "active"],
    ["processing", "done current upcoming upcoming upcoming", "active"],
    ["in_production", "done done current upcoming upcoming", "active"],
    ["shipped", "done done done current upcoming", "active"],
    ["delivered", "done done done done done", "complete"],
  ] as const)("%s: %s", (status, expected, phase) => {
    const timeline = regularOrderTimeline(status);
    expect(states(timeline)).toBe(expected);
    expect(timeline.phase).toBe(phase);
  });

  it("shows a payment under review as Payment pending, before any step", () => {
    const timeline = regularOrderTimeline("payment_pending");
    expect(timeline.phase).toBe("payment_pending");
    expect(timeline.label).toBe("Payment pending");
    expect(states(timeline)).toBe("upcoming upcoming upcoming upcoming upcoming");
  });

  it("shows a cancelled order as its own state", () => {
    const timeline = regularOrderTimeline("cancelled");
    expect(timeline.phase).toBe("cancelled");
    expect(timeline.label).toBe("Cancelled");
    expect(timeline.steps.every((s) => s.state === "upcoming")).toBe(true);
  });

  it("gives every state a label and a phase", () => {
    for (const status of ORDER_STATUSES) {
      const timeline = regularOrderTimeline(status);
      expect(timeline.label).not.toBe("");
      expect(["active", "complete", "cancelled", "payment_pending"]).toContain(timeline.phase);
    }
  });
});
