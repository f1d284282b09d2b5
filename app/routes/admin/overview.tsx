import { AdminPage } from "../../components/admin/admin-page.tsx";
import { OverviewPanel } from "../../features/admin/components/overview-panel.tsx";
import { adminMeta } from "./meta.ts";

export const meta = adminMeta("overview");

export default function AdminOverview() {
  return (
    <AdminPage section="overview">
      <OverviewPanel />
    </AdminPage>
  );
}
