import { AdminPage } from "../../components/admin/admin-page.tsx";
import { ReportsPanel } from "../../features/admin/components/reports/reports-panel.tsx";
import { adminMeta } from "./meta.ts";

export const meta = adminMeta("reports");

/** Sales, refunds, deposits, discounts, products and page views for a range of days. */
export default function AdminReports() {
  return (
    <AdminPage section="reports">
      <ReportsPanel />
    </AdminPage>
  );
}
