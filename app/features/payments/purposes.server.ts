// Which feature a payment pays into. Payments runs the PayPal calls, the ledger, webhooks and
// reconciliation; when money moves it reports back to the feature that owns the purpose, which
// applies the payment to its own records inside the transaction that writes the ledger row.
// The map is typed by the purpose list, so a purpose without an owner does not compile.

import { balancePurpose } from "../custom-orders/balance/index.server.ts";
import { depositPurpose } from "../custom-orders/deposit/index.server.ts";
import { cartPurpose } from "../orders/index.server.ts";
import type { PaymentPurpose } from "./payment-kinds.ts";
import type { PaymentPurposeHandler } from "./payment-purposes.server.ts";

// Built on first use, not at load: the owning features import payments in turn.
let purposes: Record<PaymentPurpose, PaymentPurposeHandler> | undefined;

export function paymentPurpose(purpose: PaymentPurpose): PaymentPurposeHandler {
  purposes ??= { cart: cartPurpose, deposit: depositPurpose, balance: balancePurpose };
  return purposes[purpose];
}
