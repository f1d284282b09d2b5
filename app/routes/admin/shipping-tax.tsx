import { AdminPage } from "../../components/admin/admin-page.tsx";
import { ShippingTaxSection } from "../../features/shipping-tax/components/shipping-tax-section.tsx";
import { adminMeta } from "./meta.ts";

export const meta = adminMeta("shipping-tax");

/** The owner's shipping rates and sales tax rates. */
export default function AdminShippingTax() {
  return (
    <AdminPage section="shipping-tax">
      <ShippingTaxSection />
    </AdminPage>
  );
}
