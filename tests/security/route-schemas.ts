// The zod schema each body-taking route validates with, and one body it accepts, so the sweep
// can derive invalid bodies from the schema itself (schema-fuzz.api.test.ts) and knows, for any
// body, whether the route had to refuse it (body-fuzz.api.test.ts). A route that reads a JSON
// body must be listed here or in BODY_IGNORED; the sweep checks both lists against the table.
import type { z } from "zod";
import {
  LoginSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  RegisterPayloadSchema,
  VerifyEmailSchema,
} from "../../app/features/accounts/accounts.schemas.ts";
import { PageViewSchema } from "../../app/features/analytics/analytics.schemas.ts";
import { CommentInputSchema } from "../../app/features/blog/blog.schemas.ts";
import {
  BulkCommentsSchema,
  CommentStatusSchema,
  PostInputSchema,
} from "../../app/features/blog/blog-admin.schemas.ts";
import { AddCartItemSchema, UpdateCartItemSchema } from "../../app/features/cart/cart.schemas.ts";
import { ReviewInputSchema } from "../../app/features/catalog/catalog.schemas.ts";
import { CompleteBalancePaymentSchema } from "../../app/features/custom-orders/balance/balance-payment.schemas.ts";
import {
  ConfirmDepositSchema,
  PrepareOrderDataSchema,
} from "../../app/features/custom-orders/custom-orders.schemas.ts";
import { CancelCustomOrderSchema } from "../../app/features/custom-orders/lifecycle/custom-order-lifecycle.schemas.ts";
import { SetCustomOrderStatusSchema } from "../../app/features/custom-orders/lifecycle/custom-orders-admin.schemas.ts";
import {
  ProofLinkRequestSchema,
  RequestChangesSchema,
} from "../../app/features/custom-orders/proofs/mockups.schemas.ts";
import {
  DiscountCodeInputSchema,
  DiscountCodePatchSchema,
  ValidateDiscountSchema,
} from "../../app/features/discounts/discounts.schemas.ts";
import { ExitIntentRequestSchema } from "../../app/features/exit-intent/exit-intent.schemas.ts";
import { SendCampaignSchema } from "../../app/features/marketing/marketing.schemas.ts";
import {
  OrderTrackingSchema,
  SetOrderStatusSchema,
} from "../../app/features/orders/order-records.schemas.ts";
import {
  CreatePaymentOrderSchema,
  RefundPaymentSchema,
} from "../../app/features/payments/payments.schemas.ts";

export interface BodySpec {
  schema: z.ZodType;
  /** A body the schema accepts; mutations start from it. */
  example: Record<string, unknown>;
  /** The body travels as the `orderData` field of a multipart form with a logo (prepare). */
  form?: "orderData";
}

const customer = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  shippingAddress: { line1: "1 Fairway", city: "Austin", state: "TX", postalCode: "78701", country: "US" },
};

export const ROUTE_SCHEMAS: Record<string, BodySpec> = {
  "POST /api/auth/register": {
    schema: RegisterPayloadSchema,
    example: { username: "ada_golfer", email: "ada@example.com", password: "fairway-green-42" },
  },
  "POST /api/auth/login": {
    schema: LoginSchema,
    example: { username: "ada_golfer", password: "fairway-green-42" },
  },
  "POST /api/auth/password-reset/request": {
    schema: PasswordResetRequestSchema,
    example: { email: "a@example.com" },
  },
  "POST /api/auth/password-reset/confirm": {
    schema: PasswordResetConfirmSchema,
    example: { token: "x".repeat(43), password: "fairway-green-42" },
  },
  "POST /api/auth/verify-email": { schema: VerifyEmailSchema, example: { token: "x".repeat(43) } },
  "POST /api/analytics/pageview": { schema: PageViewSchema, example: { path: "/custom", referrer: "" } },
  "POST /api/blog/posts/:slug/comments": {
    schema: CommentInputSchema,
    example: { authorName: "Ada", authorEmail: "ada@example.com", content: "Lovely pins." },
  },
  "POST /api/admin/blog/posts": {
    schema: PostInputSchema,
    example: {
      title: "Care for pins",
      excerpt: "How to",
      content: "## Care",
      tags: ["care"],
      status: "draft",
    },
  },
  "PUT /api/admin/blog/posts/:id": {
    schema: PostInputSchema,
    example: {
      title: "Care for pins",
      excerpt: "How to",
      content: "## Care",
      tags: ["care"],
      status: "draft",
    },
  },
  "PATCH /api/admin/blog/comments/:id": { schema: CommentStatusSchema, example: { status: "approved" } },
  "POST /api/admin/blog/comments/bulk": {
    schema: BulkCommentsSchema,
    example: { ids: [1], action: "approve" },
  },
  "POST /api/cart": { schema: AddCartItemSchema, example: { productId: 1, quantity: 1 } },
  "PATCH /api/cart/:id": { schema: UpdateCartItemSchema, example: { quantity: 2 } },
  "POST /api/products/:id/reviews": { schema: ReviewInputSchema, example: { rating: 5, body: "Great" } },
  "POST /api/balance-payment/:token/complete": {
    schema: CompleteBalancePaymentSchema,
    example: { balancePaymentId: "5O190127TN364715T" },
  },
  "POST /api/custom-orders/:id/cancel": { schema: CancelCustomOrderSchema, example: { reason: "Asked to" } },
  "POST /api/custom-orders": {
    schema: ConfirmDepositSchema,
    example: { orderData: { id: 1 }, depositPaymentId: "5O190127TN364715T" },
  },
  "POST /api/custom-orders/prepare": {
    schema: PrepareOrderDataSchema,
    form: "orderData",
    example: {
      quantity: 100,
      size: "1inch",
      plating: "silver",
      pinBack: "rubber",
      packaging: "just-pins",
      rushOrder: false,
      customerName: "Ada Lovelace",
      customerEmail: "ada@example.com",
    },
  },
  "PATCH /api/custom-orders/:id/status": {
    schema: SetCustomOrderStatusSchema,
    example: { status: "design_in_progress" },
  },
  "PUT /api/custom-orders/:id/tracking": {
    schema: OrderTrackingSchema,
    example: { trackingNumber: "1Z999" },
  },
  "POST /api/custom-orders/:id/proof-link": { schema: ProofLinkRequestSchema, example: {} },
  "POST /api/proofs/:token/request-changes": {
    schema: RequestChangesSchema,
    example: { comment: "Bigger logo" },
  },
  "PUT /api/orders/:id/status": { schema: SetOrderStatusSchema, example: { status: "processing" } },
  "PUT /api/orders/:id/tracking": { schema: OrderTrackingSchema, example: { trackingNumber: "1Z999" } },
  "POST /api/discount-codes/validate": {
    schema: ValidateDiscountSchema,
    example: { code: "SAVE15", orderAmount: 42 },
  },
  "POST /api/discount-codes": {
    schema: DiscountCodeInputSchema,
    example: { code: "SPRING24", discountType: "percentage", discountValue: 10 },
  },
  "PATCH /api/discount-codes/:id": { schema: DiscountCodePatchSchema, example: { isActive: false } },
  "POST /api/exit-intent-discount": {
    schema: ExitIntentRequestSchema,
    example: { email: "ada@example.com" },
  },
  "POST /api/send-mass-discount-email": { schema: SendCampaignSchema, example: { discountCode: "SAVE15" } },
  "POST /api/payments/:id/refund": {
    schema: RefundPaymentSchema,
    example: { amount: "1.00", reason: "Goodwill" },
  },
  "POST /paypal/order": {
    schema: CreatePaymentOrderSchema,
    example: { currency: "USD", intent: "CAPTURE", purpose: "cart", customer },
  },
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
  "POST /api/custom-orders/:id/reorder": "the order is named by the path",
  "POST /api/proofs/:token/approve": "the proof is named by its token",
  "POST /api/unsubscribe/:token": "RFC 8058 one-click sends `List-Unsubscribe=One-Click`; any body is fine",
  "POST /paypal/order/:id/capture": "the PayPal order is named by the path; capture is idempotent",
  "POST /api/import-customers": "without a multipart file it imports the customers of past orders",
  "DELETE /api/admin/blog/comments/:id": "DELETE takes no body",
  "DELETE /api/admin/blog/posts/:id": "DELETE takes no body",
  "DELETE /api/cart/:id": "DELETE takes no body",
  "DELETE /api/custom-orders/:id": "DELETE takes no body",
  "DELETE /api/discount-codes/:id": "DELETE takes no body",
  "DELETE /api/orders/:id": "DELETE takes no body",
};

/** Routes whose body is a multipart file upload; a JSON body is always refused. */
export const MULTIPART_ROUTES = new Set([
  "POST /api/custom-orders/:id/mockups",
  "POST /api/admin/blog/images",
]);

/** PayPal's webhook: a body is accepted only with PayPal's signature over it. */
export const SIGNED_ROUTES = new Set(["POST /api/paypal/webhook"]);

/** Whether the route's schema accepts this raw JSON text (undefined when it has no schema). */
export function schemaAccepts(routeId: string, text: string): boolean | undefined {
  const spec = ROUTE_SCHEMAS[routeId];
  if (!spec) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  return spec.schema.safeParse(value).success;
}
