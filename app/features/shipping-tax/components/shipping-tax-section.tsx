import { ShippingRatesTable } from "./shipping-rates-table.tsx";
import { TaxRatesTable } from "./tax-rates-table.tsx";

/**
 * The owner's shop-wide shipping and sales tax rates, each list saved as a whole: the cart's
 * shipping, the custom orders' shipping, and the sales tax both are charged. It assumes no
 * route, so any admin page can mount it.
 */
export function ShippingTaxSection() {
  return (
    <div className="grid gap-6">
      <ShippingRatesTable />
      <ShippingRatesTable scope="custom" />
      <TaxRatesTable />
    </div>
  );
}
