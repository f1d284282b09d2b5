// Browser-safe entry of payments: the rules, constants and helpers others may use.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export type { PaymentRefusal } from "./components/payment-calls.ts";
export type { PaymentFlowOptions } from "./components/payment-flow.ts";
export {
  EMULATOR_CERT_URL,
  EMULATOR_MOUNT,
  EMULATOR_WEBHOOK_ID,
} from "./emulator-config.ts";
export { countsAs, type LedgerFigure, type MoneyView, moneyFromLedger } from "./money-rule.ts";
export {
  PAYMENT_INTENT_STATUSES,
  PAYMENT_KINDS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  type PaymentKind,
  type PaymentStatus,
} from "./payment-kinds.ts";
export type { MoneyJson } from "./payments.schemas.ts";
export { type PaymentBreakdown, paypalAmountWithBreakdown } from "./paypal-breakdown.ts";
export type { CaptureStatus, PaypalMoney } from "./paypal-wire.ts";
