import { AdminPage } from "../../components/admin/admin-page.tsx";
import { CustomOrdersPanel } from "../../features/admin/components/custom-orders-panel.tsx";
import { adminMeta } from "./meta.ts";

export const meta = adminMeta("custom-orders");

/** The list, and at `/admin/custom-orders/:id` that order's dialog over it. */
export default function AdminCustomOrders() {
  return (
    <AdminPage section="custom-orders">
      <CustomOrdersPanel />
    </AdminPage>
  );
}
