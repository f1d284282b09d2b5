// Audit-sweep fixtures for cart orders and refunds. The refund goes to the PayPal emulator, so
// the sweep routes the PayPal client there (usePaypalEmulator).
import { eq } from "drizzle-orm";
import { db } from "../../../app/lib/db.server.ts";
import { payments } from "../../../db/schema.ts";
import { createProduct } from "../../factories.ts";
import { createOrder, recordCartCapture } from "../orders-test-kit.ts";
import { addToCart, checkout, newShopper } from "../paypal-test-kit.ts";
import { type AdminWriteFixtures, UNKNOWN_ID } from "./fixture.ts";

const REASON = "Agreed with the customer on the phone";

/** A cart order paid through the emulator: its ledger row. */
async function paidCartPayment() {
  const shopper = newShopper();
  const pin = await createProduct({ priceCents: 1400 });
  await addToCart(shopper, pin.id, 2);
  const { res } = await checkout(shopper);
  if (res.status !== 200) throw new Error(`checkout failed: ${res.status} ${res.text}`);
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, res.body.orderId!));
  return payment!;
}

export const ORDERS_FIXTURES: AdminWriteFixtures = {
  "PUT /orders/:param/status": {
    action: "order.status",
    prepare: async (admin) => {
      const { id } = await createOrder();
      return {
        valid: () => admin.put(`/api/orders/${id}/status`, { status: "processing", reason: REASON }),
        failing: () => admin.put(`/api/orders/${id}/status`, { status: "lost" }),
      };
    },
  },
  "PUT /orders/:param/tracking": {
    action: "order.tracking",
    prepare: async (admin) => {
      const order = await createOrder({ status: "processing" });
      await recordCartCapture(order);
      const body = { trackingNumber: "1Z999AA10123456784", trackingUrl: "" };
      return {
        valid: () => admin.put(`/api/orders/${order.id}/tracking`, body),
        failing: () => admin.put(`/api/orders/${UNKNOWN_ID}/tracking`, body),
      };
    },
  },
  "DELETE /orders/:param": {
    action: "order.delete",
    prepare: async (admin) => {
      const { id } = await createOrder();
      return {
        valid: () => admin.delete(`/api/orders/${id}`),
        failing: () => admin.delete(`/api/orders/${UNKNOWN_ID}`),
      };
    },
  },
  "POST /orders/:param/restore": {
    action: "order.restore",
    prepare: async (admin) => {
      const archived = await createOrder({ archivedAt: new Date() });
      const live = await createOrder();
      return {
        valid: () => admin.post(`/api/orders/${archived.id}/restore`),
        failing: () => admin.post(`/api/orders/${live.id}/restore`),
      };
    },
  },
  "POST /payments/:param/refund": {
    action: "refund.create",
    prepare: async (admin) => {
      const payment = await paidCartPayment();
      return {
        valid: () =>
          admin.post(`/api/payments/${payment.id}/refund`, { amount: "5.00", reason: "A pin was scratched" }),
        failing: () => admin.post(`/api/payments/${payment.id}/refund`, { amount: "9999.00" }),
      };
    },
  },
};
