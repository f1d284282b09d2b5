import { AdminPage } from "../../components/admin/admin-page.tsx";
import { StaffSection } from "../../features/accounts/components/staff-section.tsx";
import { adminMeta } from "./meta.ts";

export const meta = adminMeta("staff");

/** The shop's admins: invite, disable, enable. */
export default function AdminStaff() {
  return (
    <AdminPage section="staff">
      <StaffSection />
    </AdminPage>
  );
}
