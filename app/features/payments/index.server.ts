// Server-side entry of payments: the services routes, other features and tests may call.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).

export { type LedgerEntry, listLedgerEntries } from "./ledger-entries.server.ts";
export {
  type MoneyOrder,
  type MoneyView,
  moneyOf,
  moneyView,
  moneyViews,
  toMoneyJson,
  unappliedHeldCents,
} from "./money-view.server.ts";
export { PAYMENT_NOT_FOUND } from "./payment-ledger.server.ts";
export {
  CaptureNotApplied,
  cancelledOrderRefund,
  notAppliedRefundNote,
  type Payment,
  type PaymentIntent,
  type PaymentPurposeHandler,
  type RefundNotice,
  refundNote,
} from "./payment-purposes.server.ts";
export { capturePaymentOrder, finishCapture, TOTAL_CHANGED } from "./payments.server.ts";
export { setPaypalTransport } from "./paypal-client.server.ts";
export { PAYMENT_DECLINED } from "./paypal-errors.server.ts";
export { checkPaypalCredentials } from "./paypal-http.server.ts";
export { reconcilePayments } from "./reconcile.server.ts";
export { refundPayment, sendStartedRefunds, startOrderRefund } from "./refunds.server.ts";
export { type PaypalCredentials, testModeCredentials } from "./test-mode-credentials.server.ts";
