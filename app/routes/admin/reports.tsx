import { AdminPage } from "../../components/admin/admin-page.tsx";
import { ReportsPanel } from "../../features/admin/components/reports/reports-panel.tsx";
import { ExportsCard } from "../../features/exports/components/exports-card.tsx";
import { adminMeta } from "./meta.ts";

export const meta = adminMeta("reports");

/** Sales, refunds, deposits, discounts, products and page views for a range of days; CSV exports. */
export default function AdminReports() {
  return (
    <AdminPage section="reports">
      <ReportsPanel />
      <ExportsCard />
    </AdminPage>
  );
}
