// Audit-sweep fixtures for custom orders: status, tracking, archive, cancel, mockups and the
// proof and balance links. Orders are written straight to the database in the state each call
// needs ($500.00, deposit $50.00).
import type { CustomOrderStatus } from "../../../app/features/custom-orders/index.ts";
import type { TestClient } from "../../helpers/client.ts";
import { pngBytes } from "../custom-orders-test-kit.ts";
import { customOrder } from "../overview-test-kit.ts";
import { mockupForm } from "../proofs-test-kit.ts";
import { type AdminWriteFixtures, UNKNOWN_ID } from "./fixture.ts";

const REASON = "Agreed with the customer on the phone";
const order = async (status: CustomOrderStatus, archived = false) =>
  (await customOrder(50_000, status, archived ? { archivedAt: new Date() } : {})).id;

async function sendMockup(admin: TestClient, id: number) {
  return admin.post(
    `/api/custom-orders/${id}/mockups`,
    mockupForm({ bytes: await pngBytes(), name: "mockup.png" }, "Gold outline"),
  );
}

export const CUSTOM_ORDERS_FIXTURES: AdminWriteFixtures = {
  "PATCH /custom-orders/:param/status": {
    action: "custom_order.status",
    prepare: async (admin) => {
      const id = await order("deposit_paid");
      return {
        valid: () => admin.patch(`/api/custom-orders/${id}/status`, { status: "approved", reason: REASON }),
        failing: () => admin.patch(`/api/custom-orders/${id}/status`, { status: "lost" }),
      };
    },
  },
  "PUT /custom-orders/:param/tracking": {
    action: "custom_order.tracking",
    prepare: async (admin) => {
      const id = await order("in_production");
      const body = { trackingNumber: "1Z999AA10123456784", reason: REASON };
      return {
        valid: () => admin.put(`/api/custom-orders/${id}/tracking`, body),
        failing: () => admin.put(`/api/custom-orders/${UNKNOWN_ID}/tracking`, body),
      };
    },
  },
  "DELETE /custom-orders/:param": {
    action: "custom_order.delete",
    prepare: async (admin) => {
      const id = await order("pending");
      return {
        valid: () => admin.delete(`/api/custom-orders/${id}`),
        failing: () => admin.delete(`/api/custom-orders/${UNKNOWN_ID}`),
      };
    },
  },
  "POST /custom-orders/:param/restore": {
    action: "custom_order.restore",
    prepare: async (admin) => {
      const [archived, live] = [await order("deposit_paid", true), await order("deposit_paid")];
      return {
        valid: () => admin.post(`/api/custom-orders/${archived}/restore`),
        failing: () => admin.post(`/api/custom-orders/${live}/restore`),
      };
    },
  },
  "POST /custom-orders/:param/cancel": {
    action: "custom_order.cancel",
    prepare: async (admin) => {
      // Nothing in the ledger, so nothing to refund: the cancel is the call's only change.
      const [id, shipped] = [await order("deposit_paid"), await order("shipped")];
      return {
        valid: () => admin.post(`/api/custom-orders/${id}/cancel`, { reason: "The club changed its mind" }),
        failing: () => admin.post(`/api/custom-orders/${shipped}/cancel`, {}),
      };
    },
  },
  "POST /custom-orders/:param/mockups": {
    action: "custom_order.mockup",
    prepare: async (admin) => {
      const id = await order("deposit_paid");
      return {
        valid: () => sendMockup(admin, id),
        failing: () => admin.post(`/api/custom-orders/${id}/mockups`, mockupForm(undefined, "No file")),
      };
    },
  },
  "POST /custom-orders/:param/replace-proof-link": {
    action: "custom_order.proof_link_replace",
    prepare: async (admin) => {
      const [id, withoutMockup] = [await order("deposit_paid"), await order("deposit_paid")];
      const sent = await sendMockup(admin, id);
      if (sent.status !== 201) throw new Error(`mockup upload failed: ${sent.status} ${sent.text}`);
      return {
        valid: () => admin.post(`/api/custom-orders/${id}/replace-proof-link`),
        failing: () => admin.post(`/api/custom-orders/${withoutMockup}/replace-proof-link`),
      };
    },
  },
  "POST /custom-orders/:param/generate-balance-link": {
    action: "custom_order.balance_link",
    prepare: async (admin) => {
      const [approved, notYet] = [await order("approved"), await order("deposit_paid")];
      return {
        valid: () => admin.post(`/api/custom-orders/${approved}/generate-balance-link`),
        failing: () => admin.post(`/api/custom-orders/${notYet}/generate-balance-link`),
      };
    },
  },
  "POST /custom-orders/:param/replace-balance-link": {
    action: "custom_order.balance_link_replace",
    prepare: async (admin) => {
      const [approved, unpaid] = [await order("approved"), await order("pending")];
      return {
        valid: () => admin.post(`/api/custom-orders/${approved}/replace-balance-link`),
        failing: () => admin.post(`/api/custom-orders/${unpaid}/replace-balance-link`),
      };
    },
  },
};
