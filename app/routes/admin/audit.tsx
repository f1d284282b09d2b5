import { AdminPage } from "../../components/admin/admin-page.tsx";
import { AuditLogSection } from "../../features/audit/components/audit-log-section.tsx";
import { adminMeta } from "./meta.ts";

export const meta = adminMeta("audit");

/** The audit log; its filters and page live in the address (`?actor=&action=&from=&to=&page=`). */
export default function AdminAudit() {
  return (
    <AdminPage section="audit">
      <AuditLogSection />
    </AdminPage>
  );
}
