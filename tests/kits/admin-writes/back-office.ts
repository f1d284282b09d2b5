// Audit-sweep fixtures for the back office: the shop's settings and its staff.
import { createUser } from "../../factories.ts";
import { type AdminWriteFixtures, UNKNOWN_ID } from "./fixture.ts";

const unique = () => Math.random().toString(36).slice(2, 10);

export const BACK_OFFICE_FIXTURES: AdminWriteFixtures = {
  "PUT /admin/settings": {
    action: "settings.update",
    prepare: async (admin) => {
      const current = (await admin.get<Record<string, unknown>>("/api/admin/settings")).body;
      return {
        valid: () => admin.put("/api/admin/settings", { ...current, shopName: `Fairway ${unique()}` }),
        failing: () => admin.put("/api/admin/settings", { ...current, shopName: "" }),
      };
    },
  },
  "POST /admin/staff/invite": {
    action: "staff.invite",
    prepare: async (admin) => {
      const name = `staff_${unique()}`;
      return {
        valid: () => admin.post("/api/admin/staff/invite", { email: `${name}@example.com`, username: name }),
        failing: () => admin.post("/api/admin/staff/invite", { email: "not-an-address", username: name }),
      };
    },
  },
  "PATCH /admin/staff/:param": {
    action: "staff.disable",
    prepare: async (admin) => {
      const { user } = await createUser({ role: "admin" });
      return {
        valid: () => admin.patch(`/api/admin/staff/${user.id}`, { active: false }),
        failing: () => admin.patch(`/api/admin/staff/${UNKNOWN_ID}`, { active: false }),
      };
    },
  },
};
