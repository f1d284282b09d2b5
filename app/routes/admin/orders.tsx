import { AdminPage } from "../../components/admin/admin-page.tsx";
import { RegularOrdersPanel } from "../../features/admin/components/regular-orders-panel.tsx";
import { adminMeta } from "./meta.ts";

export const meta = adminMeta("orders");

/** The list, and at `/admin/orders/:id` that order's dialog over it. */
export default function AdminOrders() {
  return (
    <AdminPage section="orders">
      <RegularOrdersPanel />
    </AdminPage>
  );
}
