import { AdminPage } from "../../components/admin/admin-page.tsx";
import { DiscountCodesPanel } from "../../features/admin/components/discount-codes-panel.tsx";
import { adminMeta } from "./meta.ts";

export const meta = adminMeta("discount-codes");

export default function AdminDiscountCodes() {
  return (
    <AdminPage section="discount-codes">
      <DiscountCodesPanel />
    </AdminPage>
  );
}
