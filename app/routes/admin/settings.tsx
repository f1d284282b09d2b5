import { AdminPage } from "../../components/admin/admin-page.tsx";
import { SettingsSection } from "../../features/settings/components/settings-section.tsx";
import { adminMeta } from "./meta.ts";

export const meta = adminMeta("settings");

/** The shop's details, rush capacity and the owner's e-mails. */
export default function AdminSettings() {
  return (
    <AdminPage section="settings">
      <SettingsSection />
    </AdminPage>
  );
}
