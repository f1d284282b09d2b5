import { useParams } from "react-router";
import { AdminPage } from "../../components/admin/admin-page.tsx";
import { CustomerDirectory } from "../../features/customers/components/customer-directory.tsx";
import { CustomerProfile } from "../../features/customers/components/customer-profile.tsx";
import { readAdminId } from "../../lib/admin-links.ts";
import { adminMeta } from "./meta.ts";

export const meta = adminMeta("customers");

/** The list (`?q=&page=` in the address), and at `/admin/customers/:id` one customer's page. */
export default function AdminCustomers() {
  const id = readAdminId(useParams().id);
  return (
    <AdminPage section="customers">{id ? <CustomerProfile id={id} /> : <CustomerDirectory />}</AdminPage>
  );
}
