import { shippingAddresses } from "../../../db/schema.ts";
import type { Executor } from "../../lib/db.server.ts";
import type { PaymentCustomer } from "../payments/payments.schemas.ts";

/**
 * Stores where a paid order ships, for regular and custom orders alike; the orders feature owns
 * the addresses table, so every other feature saves an address through here.
 */
export async function saveShippingAddress(tx: Executor, customer: PaymentCustomer): Promise<number> {
  const [address] = await tx
    .insert(shippingAddresses)
    .values({
      name: customer.name,
      ...customer.shippingAddress,
      line2: customer.shippingAddress.line2 ?? null,
    })
    .returning({ id: shippingAddresses.id });
  return address!.id;
}
