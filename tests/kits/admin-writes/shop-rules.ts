// Audit-sweep fixtures for the shop's rules: discount codes, shipping rates and tax rates.
import { createDiscountCode } from "../../factories.ts";
import { type AdminWriteFixtures, UNKNOWN_ID } from "./fixture.ts";

const uniqueCode = () => `AUDIT${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

export const SHOP_RULES_FIXTURES: AdminWriteFixtures = {
  "POST /discount-codes": {
    action: "discount_code.create",
    prepare: async (admin) => ({
      valid: () =>
        admin.post("/api/discount-codes", {
          code: uniqueCode(),
          discountType: "percentage",
          discountValue: 15,
        }),
      failing: () =>
        admin.post("/api/discount-codes", {
          code: "BAD CODE!",
          discountType: "percentage",
          discountValue: 15,
        }),
    }),
  },
  "PATCH /discount-codes/:param": {
    action: "discount_code.update",
    prepare: async (admin) => {
      const { id } = await createDiscountCode();
      return {
        valid: () => admin.patch(`/api/discount-codes/${id}`, { discountValue: 20 }),
        failing: () => admin.patch(`/api/discount-codes/${UNKNOWN_ID}`, { discountValue: 20 }),
      };
    },
  },
  "DELETE /discount-codes/:param": {
    action: "discount_code.delete",
    prepare: async (admin) => {
      const { id } = await createDiscountCode();
      return {
        valid: () => admin.delete(`/api/discount-codes/${id}`),
        failing: () => admin.delete(`/api/discount-codes/${UNKNOWN_ID}`),
      };
    },
  },
  "PUT /admin/shipping-rates": {
    action: "shipping_rates.replace",
    prepare: async (admin) => ({
      valid: () =>
        admin.put("/api/admin/shipping-rates", { rates: [{ country: "US", flatRate: 6, freeOver: 75 }] }),
      failing: () => admin.put("/api/admin/shipping-rates", { rates: [{ country: "USA", flatRate: 6 }] }),
    }),
  },
  "PUT /admin/tax-rates": {
    action: "tax_rates.replace",
    prepare: async (admin) => ({
      valid: () =>
        admin.put("/api/admin/tax-rates", { rates: [{ state: "TX", rate: 6.25, onShipping: false }] }),
      failing: () =>
        admin.put("/api/admin/tax-rates", { rates: [{ state: "ZZ", rate: 6.25, onShipping: false }] }),
    }),
  },
};
