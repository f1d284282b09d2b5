import { Hono } from "hono";
import { accountsApi } from "../features/accounts/accounts.api.server.ts";
import { adminUsersApi } from "../features/accounts/admin-users.api.server.ts";
import { staffApi } from "../features/accounts/staff.api.server.ts";
import { overviewApi } from "../features/admin/overview.api.server.ts";
import { reportsApi } from "../features/admin/reports.api.server.ts";
import { analyticsApi } from "../features/analytics/analytics.api.server.ts";
import { auditApi } from "../features/audit/audit.api.server.ts";
import { blogApi } from "../features/blog/blog.api.server.ts";
import { blogAdminApi } from "../features/blog/blog-admin.api.server.ts";
import { cartApi, clearCartApi } from "../features/cart/cart.api.server.ts";
import { catalogApi } from "../features/catalog/catalog.api.server.ts";
import { productsAdminApi } from "../features/catalog/products-admin.api.server.ts";
import { reviewsAdminApi } from "../features/catalog/reviews-admin.api.server.ts";
import {
  balanceLinkAdminApi,
  balancePaymentApi,
} from "../features/custom-orders/balance/balance-payment.api.server.ts";
import { customOrdersApi } from "../features/custom-orders/custom-orders.api.server.ts";
import { orderLinksApi } from "../features/custom-orders/lifecycle/order-links.api.server.ts";
import { mockupsApi, proofsApi } from "../features/custom-orders/proofs/proofs.api.server.ts";
import { rushAvailabilityApi } from "../features/custom-orders/quote/rush-capacity.api.server.ts";
import { sharedQuotesApi } from "../features/custom-orders/share/shared-quotes.api.server.ts";
import { customersApi } from "../features/customers/customers.api.server.ts";
import { discountsApi } from "../features/discounts/discounts.api.server.ts";
import { exitIntentApi } from "../features/exit-intent/exit-intent.api.server.ts";
import { exportsApi } from "../features/exports/exports.api.server.ts";
import { invoiceLinksApi, invoicesAdminApi } from "../features/invoices/invoices.api.server.ts";
import { outboxApi } from "../features/mail/outbox.api.server.ts";
import { marketingApi } from "../features/marketing/marketing.api.server.ts";
import { checkoutQuoteApi } from "../features/orders/checkout-quote.api.server.ts";
import { ordersApi } from "../features/orders/orders.api.server.ts";
import { paymentsAdminApi, paypalWebhookApi } from "../features/payments/payments.api.server.ts";
import { settingsApi } from "../features/settings/settings.api.server.ts";
import { shippingRatesApi, taxRatesApi } from "../features/shipping-tax/shipping-tax.api.server.ts";
import type { AppEnv } from "./hono-env.ts";

/**
 * The `/api` contract (docs/product-rules.md#api-calls), one router per feature. Every router
 * is mounted here, so the admin-guard sweep test sees the whole route table.
 */
export function createApi() {
  const api = new Hono<AppEnv>();
  api.route("/auth", accountsApi);
  api.route("/admin/users", adminUsersApi);
  api.route("/admin/staff", staffApi);
  api.route("/admin/settings", settingsApi);
  api.route("/admin/blog", blogAdminApi);
  api.route("/admin/overview", overviewApi);
  api.route("/admin/reports", reportsApi);
  api.route("/admin/products", productsAdminApi);
  api.route("/admin/reviews", reviewsAdminApi);
  api.route("/admin/audit", auditApi);
  api.route("/admin/customers", customersApi);
  api.route("/admin/exports", exportsApi);
  api.route("/analytics", analyticsApi);
  api.route("/blog", blogApi);
  api.route("/products", catalogApi);
  api.route("/cart", cartApi);
  api.route("/checkout/quote", checkoutQuoteApi);
  api.route("/admin/shipping-rates", shippingRatesApi);
  api.route("/admin/tax-rates", taxRatesApi);
  api.route("/clear-cart", clearCartApi);
  api.route("/discount-codes", discountsApi);
  api.route("/exit-intent-discount", exitIntentApi);
  // Before the custom-orders router, whose `/:id` would otherwise take this path.
  api.route("/custom-orders/rush-availability", rushAvailabilityApi);
  api.route("/custom-orders", mockupsApi);
  api.route("/custom-orders", balanceLinkAdminApi);
  api.route("/custom-orders", customOrdersApi);
  api.route("/balance-payment", balancePaymentApi);
  api.route("/proofs", proofsApi);
  api.route("/quotes", sharedQuotesApi);
  api.route("/orders", invoicesAdminApi);
  api.route("/orders", ordersApi);
  api.route("/order-links", invoiceLinksApi);
  api.route("/order-links", orderLinksApi);
  api.route("/paypal", paypalWebhookApi);
  api.route("/payments", paymentsAdminApi);
  api.route("/admin/outbox", outboxApi);
  // /send-mass-discount-email, /import-customers, /campaigns, /customers, /unsubscribe.
  api.route("/", marketingApi);
  api.all("*", (c) => c.json({ message: "Not found", code: "not_found" }, 404));
  return api;
}
