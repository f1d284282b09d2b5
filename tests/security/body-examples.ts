// One body each body-taking route accepts, so the sweep can start its mutations from a valid
// body (schema-fuzz.api.test.ts) and get past validation to the part under attack. The schemas
// themselves come from the routes (route-table.ts reads what app/server/validate.ts declares);
// body-fuzz.api.test.ts checks that each route with a schema has an example here, that the
// schema accepts it, and that every body-taking route without a schema is listed below with
// the reason it needs none.
import { orderData } from "../kits/custom-orders-test-kit.ts";
import { bodySchema, type SweepRoute } from "./route-table.ts";

/** A shareable quote's options (`POST /api/quotes`). */
export const QUOTE_OPTIONS = {
  quantity: 60,
  size: "1inch",
  plating: "gold",
  pinBack: "rubber",
  packaging: "just-pins",
  rushOrder: false,
};

const customer = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  shippingAddress: { line1: "1 Fairway", city: "Austin", state: "TX", postalCode: "78701", country: "US" },
};

export const EXAMPLES: Record<string, Record<string, unknown>> = {
  "POST /api/auth/register": {
    username: "ada_golfer",
    email: "ada@example.com",
    password: "fairway-green-42",
  },
  "POST /api/auth/login": { username: "ada_golfer", password: "fairway-green-42" },
  "POST /api/auth/password-reset/request": { email: "a@example.com" },
  "POST /api/auth/login-link": { email: "a@example.com" },
  "POST /api/auth/login-link/sign-in": { token: "x".repeat(43) },
  "POST /api/orders/lookup": { orderNumber: "#1", email: "a@example.com" },
  "POST /api/auth/password-reset/confirm": { token: "x".repeat(43), password: "fairway-green-42" },
  "POST /api/auth/verify-email": { token: "x".repeat(43) },
  "POST /api/analytics/pageview": { path: "/custom", referrer: "" },
  "POST /api/blog/posts/:slug/comments": {
    authorName: "Ada",
    authorEmail: "ada@example.com",
    content: "Lovely pins.",
  },
  "POST /api/admin/blog/posts": {
    title: "Care for pins",
    excerpt: "How to",
    content: "## Care",
    tags: ["care"],
    status: "draft",
  },
  "PUT /api/admin/blog/posts/:id": {
    title: "Care for pins",
    excerpt: "How to",
    content: "## Care",
    tags: ["care"],
    status: "draft",
  },
  "PATCH /api/admin/blog/comments/:id": { status: "approved" },
  "POST /api/admin/blog/comments/bulk": { ids: [1], action: "approve" },
  "POST /api/admin/products": {
    name: "Links Flag",
    description: "A **flag** pin.",
    price: 12.5,
    stock: 3,
    status: "active",
  },
  "PATCH /api/admin/products/:id": { stock: 4 },
  "PATCH /api/admin/reviews/:id": { hidden: true },
  "PUT /api/admin/products/:id/images/order": { ids: [1] },
  "POST /api/cart": { productId: 1, quantity: 1 },
  "PATCH /api/cart/:id": { quantity: 2 },
  "POST /api/checkout/quote": { shippingAddress: { state: "CA", country: "US" } },
  "PUT /api/admin/shipping-rates": { rates: [{ country: "US", flatRate: 5 }] },
  "PUT /api/admin/tax-rates": { rates: [{ state: "CA", rate: 7.25, onShipping: false }] },
  "PUT /api/admin/settings": {
    shopName: "Fairway Pin Co.",
    supportEmail: "hello@example.com",
    supportPhone: "(949) 555-0148",
    postalAddress: "1200 Bayside Drive, Newport Beach, CA 92660",
    rushCapacityPerMonth: 10,
    ownerNoticeEmail: "owner@example.com",
    ownerNotices: {
      newOrder: true,
      newCustomOrder: true,
      balancePaid: true,
      mockupApproved: true,
      mockupChangesRequested: true,
      commentPending: true,
      lowStock: true,
    },
  },
  "POST /api/admin/staff/invite": { email: "new.admin@example.com", username: "new_admin" },
  "PATCH /api/admin/staff/:id": { active: false },
  "POST /api/products/:id/reviews": { rating: 5, body: "Great" },
  "POST /api/balance-payment/:token/complete": { balancePaymentId: "5O190127TN364715T" },
  "POST /api/custom-orders/:id/cancel": { reason: "Asked to" },
  "POST /api/custom-orders/:id/quote": { shippingAddress: { state: "CA", country: "US" } },
  "POST /api/custom-orders": { orderData: { id: 1 }, depositPaymentId: "5O190127TN364715T" },
  "POST /api/custom-orders/prepare": orderData({ customerEmail: "ada@example.com" }),
  "POST /api/quotes": { options: QUOTE_OPTIONS },
  "PATCH /api/custom-orders/:id/status": { status: "design_in_progress" },
  "PUT /api/custom-orders/:id/tracking": { trackingNumber: "1Z999" },
  "POST /api/custom-orders/:id/proof-link": {},
  "POST /api/proofs/:token/request-changes": { comment: "Bigger logo" },
  "PUT /api/orders/:id/status": { status: "processing" },
  "PUT /api/orders/:id/tracking": { trackingNumber: "1Z999" },
  "POST /api/discount-codes/validate": { code: "SAVE15", orderAmount: 42 },
  "POST /api/discount-codes": { code: "SPRING24", discountType: "percentage", discountValue: 10 },
  "PATCH /api/discount-codes/:id": { isActive: false },
  "POST /api/exit-intent-discount": { email: "ada@example.com" },
  "POST /api/send-mass-discount-email": { discountCode: "SAVE15" },
  "POST /api/payments/:id/refund": { amount: "1.00", reason: "Goodwill" },
  "POST /paypal/order": { currency: "USD", intent: "CAPTURE", purpose: "cart", customer },
};

/**
 * Routes that read no JSON body, so any body gets their one answer, 2xx included. Each says
 * why that is right; everything else must refuse a body its schema refuses.
 */
export const BODY_IGNORED: Record<string, string> = {
  "POST /api/auth/logout": "signing out needs nothing but the session cookie",
  "POST /api/auth/resend-verification": "the account comes from the session",
  "POST /api/admin/blog/posts/:id/publish": "the post is named by the path",
  "POST /api/admin/outbox/:id/resend": "the e-mail is named by the path",
  "POST /api/clear-cart": "the cart comes from the session or X-Session-Id",
  "POST /api/custom-orders/:id/generate-balance-link": "the order is named by the path",
  "POST /api/custom-orders/:id/replace-balance-link": "the order is named by the path",
  "POST /api/custom-orders/:id/replace-proof-link": "the order is named by the path",
  "POST /api/custom-orders/:id/reorder": "the order is named by the path",
  "POST /api/custom-orders/:id/restore": "the order is named by the path",
  "POST /api/orders/:id/restore": "the order is named by the path",
  "POST /api/proofs/:token/approve": "the proof is named by its token",
  "POST /api/unsubscribe/:token": "RFC 8058 one-click sends `List-Unsubscribe=One-Click`; any body is fine",
  "POST /paypal/order/:id/capture": "the PayPal order is named by the path; capture is idempotent",
  "POST /api/import-customers": "without a multipart file it imports the customers of past orders",
  "DELETE /api/admin/blog/comments/:id": "DELETE takes no body",
  "DELETE /api/admin/blog/posts/:id": "DELETE takes no body",
  "DELETE /api/cart/:id": "DELETE takes no body",
  "DELETE /api/admin/products/:id": "DELETE takes no body",
  "DELETE /api/admin/products/:id/images/:imageId": "DELETE takes no body",
  "DELETE /api/custom-orders/:id": "DELETE takes no body",
  "DELETE /api/discount-codes/:id": "DELETE takes no body",
  "DELETE /api/orders/:id": "DELETE takes no body",
};

/** Routes whose body is a multipart file upload; a JSON body is always refused. */
export const MULTIPART_ROUTES = new Set([
  "POST /api/custom-orders/:id/mockups",
  "POST /api/admin/blog/images",
  "POST /api/admin/products/:id/images",
]);

/** PayPal's webhook: a body is accepted only with PayPal's signature over it. */
export const SIGNED_ROUTES = new Set(["POST /api/paypal/webhook"]);

/** Whether the route's own body schema accepts this raw JSON text (undefined when it has none). */
export function schemaAccepts(route: SweepRoute, text: string): boolean | undefined {
  const declared = bodySchema(route);
  if (!declared) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  return declared.schema.safeParse(value).success;
}
