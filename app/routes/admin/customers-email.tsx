import { AdminPage } from "../../components/admin/admin-page.tsx";
import { CustomersEmailTab } from "../../features/admin/components/customers-email-tab.tsx";
import { adminMeta } from "./meta.ts";

export const meta = adminMeta("customers-email");

export default function AdminCustomersEmail() {
  return (
    <AdminPage section="customers-email">
      <CustomersEmailTab />
    </AdminPage>
  );
}
