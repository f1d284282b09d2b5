// The data model of the whole shop; docs/product-rules.md states the rules it serves.
// Money is integer cents; every timestamp has a time zone; SQL names are snake_case through
// Drizzle's casing option. Later work extends it with new migrations.
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { ROLES } from "../app/features/accounts/index.ts";
import { COMMENT_STATUSES, POST_STATUSES } from "../app/features/blog/index.ts";
import { PRODUCT_STATUSES } from "../app/features/catalog/index.ts";
import { CUSTOM_ORDER_STATUSES, type StoredRequote } from "../app/features/custom-orders/index.ts";
import { DISCOUNT_TYPES } from "../app/features/discounts/index.ts";
import { MAIL_STATUSES } from "../app/features/mail/index.ts";
import { CAMPAIGN_STATUSES, RECIPIENT_STATUSES } from "../app/features/marketing/index.ts";
import { ORDER_STATUSES } from "../app/features/orders/index.ts";
import {
  PAYMENT_INTENT_STATUSES,
  PAYMENT_KINDS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
} from "../app/features/payments/index.ts";
import type { CustomOrderQuote } from "../app/features/pricing/index.ts";
import { SHIPPING_RATE_SCOPES } from "../app/features/shipping-tax/index.ts";
import type { StoredPictureVariant } from "../app/lib/picture.ts";

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
const tstz = () => timestamp({ withTimezone: true });

export const roleEnum = pgEnum("role", ROLES);
export const productStatusEnum = pgEnum("product_status", PRODUCT_STATUSES);
export const customOrderStatusEnum = pgEnum("custom_order_status", CUSTOM_ORDER_STATUSES);
export const orderStatusEnum = pgEnum("order_status", ORDER_STATUSES);
export const discountTypeEnum = pgEnum("discount_type", DISCOUNT_TYPES);
export const paymentKindEnum = pgEnum("payment_kind", PAYMENT_KINDS);
export const paymentStatusEnum = pgEnum("payment_status", PAYMENT_STATUSES);
export const paymentPurposeEnum = pgEnum("payment_purpose", PAYMENT_PURPOSES);
export const paymentIntentStatusEnum = pgEnum("payment_intent_status", PAYMENT_INTENT_STATUSES);
export const postStatusEnum = pgEnum("post_status", POST_STATUSES);
export const commentStatusEnum = pgEnum("comment_status", COMMENT_STATUSES);
export const mailStatusEnum = pgEnum("mail_status", MAIL_STATUSES);
export const campaignStatusEnum = pgEnum("campaign_status", CAMPAIGN_STATUSES);
export const campaignRecipientStatusEnum = pgEnum("campaign_recipient_status", RECIPIENT_STATUSES);
export const authTokenPurposeEnum = pgEnum("auth_token_purpose", [
  "password_reset",
  "email_verify",
  "login_link",
]);
export const orderLinkPurposeEnum = pgEnum("order_link_purpose", ["view", "proof", "balance"]);

// ── Accounts ─────────────────────────────────────────────────────────────────
export const users = pgTable(
  "users",
  {
    id: serial().primaryKey(),
    username: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    role: roleEnum().notNull().default("customer"),
    emailVerifiedAt: tstz(),
    /** Staff the owner invited: set until they choose a password through the e-mailed link. */
    invitedAt: tstz(),
    /** A disabled admin cannot sign in, and their sessions end when it is set. */
    disabledAt: tstz(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    // The staff list and the last-admin check read the admins among many customers.
    index("users_admins_idx").on(t.id).where(sql`${t.role} = 'admin'`),
  ],
);

/** Server-side sessions; the cookie holds a random token and only its SHA-256 is stored. */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: tstz().notNull().defaultNow(),
    lastSeenAt: tstz().notNull().defaultNow(),
    expiresAt: tstz().notNull(),
    userAgent: text(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Password-reset and e-mail-verification links: single use, hashed, expiring. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: authTokenPurposeEnum().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: tstz().notNull(),
    usedAt: tstz(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [index("auth_tokens_user_idx").on(t.userId)],
);

/** Fixed-window counters for rate limits, shared by every process when the shop runs several. */
export const rateLimits = pgTable("rate_limits", {
  key: text().primaryKey(),
  count: integer().notNull().default(0),
  resetAt: tstz().notNull(),
});

// ── Catalog ──────────────────────────────────────────────────────────────────
export const products = pgTable(
  "products",
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    description: text().notNull(),
    priceCents: integer().notNull(),
    /** Only active products are shown and sold; a product ever ordered is archived, not deleted. */
    status: productStatusEnum().notNull().default("active"),
    /** Units on hand; a paid order takes its quantities in the capture's transaction. */
    stockCount: integer().notNull().default(0),
    /** The owner is e-mailed once when the count falls to this level or below; null: never. */
    lowStockAt: integer(),
    /** Derived from the count, so nothing can set it out of step. */
    inStock: boolean().notNull().generatedAlwaysAs(sql`stock_count > 0`),
    /** The main picture: the first of the product's images, or the one it was created with. */
    imageUrl: text().notNull(),
    features: jsonb().$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    check("products_stock_nonnegative", sql`${t.stockCount} >= 0`),
    check("products_price_nonnegative", sql`${t.priceCents} >= 0`),
    check("products_low_stock_nonnegative", sql`${t.lowStockAt} is null or ${t.lowStockAt} >= 0`),
    index("products_status_idx").on(t.status, t.id),
  ],
);

/** A product's pictures in the owner's order; the first is the product's main image. */
export const productImages = pgTable(
  "product_images",
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    url: text().notNull(),
    thumbnailUrl: text().notNull(),
    alt: text().notNull().default(""),
    position: integer().notNull(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [index("product_images_product_idx").on(t.productId, t.position)],
);

/**
 * The resized copies of a public picture (a product's or a blog post's upload), one row per
 * stored original: WEBP and AVIF at a few widths, without metadata, each under a key that is a
 * hash of its bytes (app/features/uploads/pictures.server.ts).
 */
export const pictures = pgTable("pictures", {
  sourceKey: text().primaryKey(),
  width: integer().notNull(),
  height: integer().notNull(),
  variants: jsonb().$type<StoredPictureVariant[]>().notNull(),
  createdAt: tstz().notNull().defaultNow(),
});

/**
 * Units held for a checkout between its capture claim and its order: other checkouts see the
 * stock less these, so the last units cannot be captured twice. A hold lapses at `expiresAt`
 * (a capture that never finished); the order takes the stock and removes the hold.
 */
export const stockHolds = pgTable(
  "stock_holds",
  {
    paymentIntentId: integer()
      .notNull()
      .references(() => paymentIntents.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer().notNull(),
    expiresAt: tstz().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentIntentId, t.productId] }),
    index("stock_holds_product_idx").on(t.productId, t.expiresAt),
  ],
);

/** Orders whose units went back on the shelf, so a second refund or cancel cannot return them twice. */
export const stockReturns = pgTable("stock_returns", {
  orderId: integer()
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  createdAt: tstz().notNull().defaultNow(),
});

/** Real reviews by buyers; no review, no stars. */
export const productReviews = pgTable(
  "product_reviews",
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: integer().references(() => orders.id, { onDelete: "set null" }),
    rating: integer().notNull(),
    body: text().notNull().default(""),
    /** Set when the owner hides the review: it leaves the product page and its rating until restored. */
    hiddenAt: tstz(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("product_reviews_product_user_idx").on(t.productId, t.userId),
    check("product_reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

// ── Cart (keyed by X-Session-Id, or by the account once signed in) ───────────────
export const cartItems = pgTable(
  "cart_items",
  {
    id: serial().primaryKey(),
    sessionId: text(),
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("cart_items_session_product_idx").on(t.sessionId, t.productId),
    uniqueIndex("cart_items_user_product_idx").on(t.userId, t.productId),
    check("cart_items_owner", sql`${t.sessionId} is not null or ${t.userId} is not null`),
    check("cart_items_quantity_range", sql`${t.quantity} between 1 and 99`),
  ],
);

// ── Discounts ────────────────────────────────────────────────────────────────
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    discountType: discountTypeEnum().notNull(),
    /** Percent (1–100) for percentage codes, cents for fixed codes. */
    discountValue: integer().notNull(),
    minimumOrderAmountCents: integer(),
    maxUses: integer(),
    usedCount: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    startsAt: tstz(),
    endsAt: tstz(),
    ...timestamps,
  },
  (t) => [
    check("discount_codes_used_within_max", sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
    check("discount_codes_value_positive", sql`${t.discountValue} > 0`),
  ],
);

// ── Shipping addresses ───────────────────────────────────────────────────────
export const shippingAddresses = pgTable("shipping_addresses", {
  id: serial().primaryKey(),
  name: text().notNull(),
  line1: text().notNull(),
  line2: text(),
  city: text().notNull(),
  state: text().notNull(),
  postalCode: text().notNull(),
  country: text().notNull().default("US"),
  createdAt: tstz().notNull().defaultNow(),
});

// ── Shipping and sales tax the owner sets (docs/product-rules.md#shipping-and-tax) ──
export const shippingRateScopeEnum = pgEnum("shipping_rate_scope", SHIPPING_RATE_SCOPES);

/**
 * A flat rate per order to a country, or to one US state (`state` null: the whole country), for
 * cart orders or for custom orders (`scope`): each has its own list.
 */
export const shippingRates = pgTable(
  "shipping_rates",
  {
    id: serial().primaryKey(),
    scope: shippingRateScopeEnum().notNull().default("cart"),
    /** ISO 3166-1 alpha-2, upper case. */
    country: text().notNull(),
    /** A US state's two-letter code, or null for the whole country. */
    state: text(),
    flatRateCents: integer().notNull(),
    /** Shipping is free when the discounted subtotal reaches this; null: never free. */
    freeOverCents: integer(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("shipping_rates_place_idx").on(t.scope, t.country, sql`coalesce(${t.state}, '')`),
    check(
      "shipping_rates_money_nonnegative",
      sql`${t.flatRateCents} >= 0 and (${t.freeOverCents} is null or ${t.freeOverCents} >= 0)`,
    ),
  ],
);

/** Sales tax of a US state, in thousandths of a percent (7.25% is 7250). */
export const taxRates = pgTable(
  "tax_rates",
  {
    state: text().primaryKey(),
    rateThousandths: integer().notNull(),
    /** Whether the state taxes shipping too. */
    onShipping: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [check("tax_rates_rate_range", sql`${t.rateThousandths} between 0 and 100000`)],
);

// ── Custom orders ──────────────────────────────────────────────────────────────
export const customOrders = pgTable(
  "custom_orders",
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    customerName: text().notNull(),
    customerEmail: text().notNull(),
    quantity: integer().notNull(),
    size: text().notNull(),
    plating: text().notNull(),
    pinBack: text().notNull(),
    packaging: jsonb().$type<string[]>().notNull(),
    rushOrder: boolean().notNull().default(false),
    pricePerPinCents: integer().notNull(),
    subtotalCents: integer().notNull(),
    rushFeeCents: integer().notNull().default(0),
    discountCodeId: integer().references(() => discountCodes.id, { onDelete: "set null" }),
    discountCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    depositCents: integer().notNull(),
    balanceCents: integer().notNull(),
    /** What the ledger says was paid, net of refunds; kept by a payments trigger (docs/decisions/007). */
    paidCents: integer().notNull().default(0),
    /**
     * What the order's applied captures charged, refunds not taken off (a refund never makes
     * money owed, docs/product-rules.md#money); kept by the same payments trigger.
     */
    chargedCents: integer().notNull().default(0),
    status: customOrderStatusEnum().notNull().default("pending"),
    logoKey: text(),
    logoFileName: text(),
    logoContentType: text(),
    notes: text(),
    shippingAddressId: integer().references(() => shippingAddresses.id),
    depositPaymentId: text(),
    balancePaymentId: text(),
    trackingNumber: text(),
    trackingUrl: text(),
    /** The day the customer needs the pins by (optional), as the builder asked for it. */
    inHandsDate: date({ mode: "string" }),
    archivedAt: tstz(),
    /**
     * Shipping and sales tax, fixed when the deposit is paid from the ship-to address and the
     * owner's rates then (docs/product-rules.md#shipping-and-tax); 0 for orders from before.
     * The order owes totalCents + shippingCents + taxCents; the deposit carried depositTaxCents.
     */
    shipToCountry: text(),
    shipToState: text(),
    shippingCents: integer().notNull().default(0),
    taxCents: integer().notNull().default(0),
    depositTaxCents: integer().notNull().default(0),
    /**
     * A signed line the owner added to the pins' total when re-quoting at the proof, with its
     * reason (docs/decisions/019-requote-at-the-proof.md); part of totalCents, 0 without one.
     */
    adjustmentCents: integer().notNull().default(0),
    adjustmentReason: text(),
    ...timestamps,
  },
  (t) => [
    index("custom_orders_user_idx").on(t.userId),
    index("custom_orders_email_idx").on(sql`lower(${t.customerEmail})`),
    index("custom_orders_status_created_idx").on(t.status, t.createdAt),
    index("custom_orders_created_idx").on(t.createdAt),
    // The admin's list (orders not archived, newest first) and its count, from the index alone.
    index("custom_orders_live_created_idx").on(t.createdAt, t.id).where(sql`${t.archivedAt} is null`),
    // The admin's list sorted or filtered by the day the pins are needed.
    index("custom_orders_live_in_hands_idx")
      .on(t.inHandsDate, t.id)
      .where(sql`${t.archivedAt} is null and ${t.inHandsDate} is not null`),
    // The admin's search matches any part of a name or e-mail (ILIKE '%q%'): trigram indexes.
    index("custom_orders_name_trgm_idx").using("gin", t.customerName.op("gin_trgm_ops")),
    index("custom_orders_email_trgm_idx").using("gin", t.customerEmail.op("gin_trgm_ops")),
    // The dashboard's balances due: only the live orders that still owe something are in it.
    index("custom_orders_balance_due_idx")
      .on(t.totalCents, t.shippingCents, t.taxCents, t.chargedCents)
      .where(
        sql`${t.archivedAt} is null and ${t.status} not in ('pending', 'cancelled') and ${t.totalCents} + ${t.shippingCents} + ${t.taxCents} > ${t.chargedCents}`,
      ),
    check("custom_orders_quantity_range", sql`${t.quantity} between 50 and 1000`),
    check(
      "custom_orders_money_nonnegative",
      sql`${t.totalCents} >= 0 and ${t.depositCents} >= 0 and ${t.balanceCents} >= 0`,
    ),
    check(
      "custom_orders_shipping_tax_range",
      sql`${t.shippingCents} >= 0 and ${t.depositTaxCents} >= 0 and ${t.taxCents} >= ${t.depositTaxCents}`,
    ),
  ],
);

/** Mockup (proof) versions the admin uploads for approval. */
export const mockups = pgTable(
  "mockups",
  {
    id: serial().primaryKey(),
    customOrderId: integer()
      .notNull()
      .references(() => customOrders.id, { onDelete: "cascade" }),
    version: integer().notNull(),
    fileKey: text().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    note: text(),
    createdByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    decision: text(),
    customerComment: text(),
    decidedAt: tstz(),
    /**
     * The owner's re-quote sent with this version (new options, adjustment, the figures before
     * and after); approving the version applies it (docs/decisions/019-requote-at-the-proof.md).
     */
    requote: jsonb().$type<StoredRequote>(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex("mockups_order_version_idx").on(t.customOrderId, t.version)],
);

// ── Regular orders ───────────────────────────────────────────────────────────
export const orders = pgTable(
  "orders",
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    sessionId: text(),
    customerName: text().notNull(),
    customerEmail: text().notNull(),
    shippingAddressId: integer().references(() => shippingAddresses.id),
    subtotalCents: integer().notNull(),
    discountCodeId: integer().references(() => discountCodes.id, { onDelete: "set null" }),
    discountCents: integer().notNull().default(0),
    /** Shipping and sales tax charged with the order (docs/product-rules.md#shipping-and-tax). */
    shippingCents: integer().notNull().default(0),
    taxCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    status: orderStatusEnum().notNull().default("pending"),
    trackingNumber: text(),
    trackingUrl: text(),
    archivedAt: tstz(),
    ...timestamps,
  },
  (t) => [
    index("orders_user_idx").on(t.userId),
    index("orders_email_idx").on(sql`lower(${t.customerEmail})`),
    index("orders_status_created_idx").on(t.status, t.createdAt),
    index("orders_created_idx").on(t.createdAt),
    index("orders_live_created_idx").on(t.createdAt, t.id).where(sql`${t.archivedAt} is null`),
    index("orders_name_trgm_idx").using("gin", t.customerName.op("gin_trgm_ops")),
    index("orders_email_trgm_idx").using("gin", t.customerEmail.op("gin_trgm_ops")),
    check("orders_money_nonnegative", sql`${t.totalCents} >= 0 and ${t.discountCents} >= 0`),
    check("orders_shipping_tax_nonnegative", sql`${t.shippingCents} >= 0 and ${t.taxCents} >= 0`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer().references(() => products.id, { onDelete: "set null" }),
    name: text().notNull(),
    unitPriceCents: integer().notNull(),
    quantity: integer().notNull(),
  },
  (t) => [index("order_items_order_idx").on(t.orderId)],
);

/** Who can change an order's status: the shop's admin, the customer, or the system. */
export const HISTORY_ACTORS = ["admin", "customer", "system"] as const;

/** Every status change of either kind of order: from, to, who, when, note. */
export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: serial().primaryKey(),
    customOrderId: integer().references(() => customOrders.id, { onDelete: "cascade" }),
    orderId: integer().references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text(),
    toStatus: text().notNull(),
    changedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    /** Who acted: an admin (by `changedByUserId`), the customer, or the system (jobs, webhooks). */
    actor: text({ enum: HISTORY_ACTORS }).notNull().default("system"),
    note: text(),
    /** The admin's reason for a change the payments contradict, confirmed anyway. */
    reason: text(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    index("order_status_history_custom_idx").on(t.customOrderId),
    index("order_status_history_order_idx").on(t.orderId),
    check("order_status_history_one_order", sql`num_nonnulls(${t.customOrderId}, ${t.orderId}) = 1`),
    check("order_status_history_actor", sql`${t.actor} in ('admin', 'customer', 'system')`),
  ],
);

/**
 * Private links (guest view, mockup proof, balance payment): only the token's hash is kept. Proof and
 * balance links are derived from a server secret so the live one can be answered again
 * (docs/product-rules.md#links).
 */
export const orderLinks = pgTable(
  "order_links",
  {
    id: serial().primaryKey(),
    purpose: orderLinkPurposeEnum().notNull(),
    customOrderId: integer().references(() => customOrders.id, { onDelete: "cascade" }),
    orderId: integer().references(() => orders.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    /**
     * Which live link of its order and purpose this is: a derived token is computed from it,
     * and replacing a link moves to the next one (docs/product-rules.md#links).
     */
    generation: integer().notNull().default(0),
    /**
     * Random, per link: it goes into the derived token, so a token never repeats even when order
     * ids start again (a restored database under the same secret). Null on links made before
     * salts, whose tokens are derived without one and keep working (docs/product-rules.md#links).
     */
    salt: text(),
    revokedAt: tstz(),
    /** After this the link shows "expired"; null never expires. */
    expiresAt: tstz(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    index("order_links_custom_idx").on(t.customOrderId, t.purpose),
    index("order_links_order_idx").on(t.orderId, t.purpose),
  ],
);

/**
 * The lifecycle e-mails a custom order's customer was sent: one row per notice
 * (`in_production`, `shipped`, `tracking:{number}`, `delivered`, `cancelled`), so a status set
 * twice e-mails once.
 */
export const customOrderNotices = pgTable(
  "custom_order_notices",
  {
    id: serial().primaryKey(),
    customOrderId: integer()
      .notNull()
      .references(() => customOrders.id, { onDelete: "cascade" }),
    notice: text().notNull(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex("custom_order_notices_order_notice_idx").on(t.customOrderId, t.notice)],
);

// ── Payments ─────────────────────────────────────────────────────────────────
/** A PayPal order our server created, with the amount it computed and what it pays for. */
export const paymentIntents = pgTable(
  "payment_intents",
  {
    id: serial().primaryKey(),
    /** Null until PayPal has answered the create call (its request id needs our row id first). */
    providerOrderId: text().unique(),
    purpose: paymentPurposeEnum().notNull(),
    status: paymentIntentStatusEnum().notNull().default("created"),
    amountCents: integer().notNull(),
    currency: text().notNull().default("USD"),
    customOrderId: integer().references(() => customOrders.id, { onDelete: "set null" }),
    orderId: integer().references(() => orders.id, { onDelete: "set null" }),
    sessionId: text(),
    /**
     * The browser that created the payment (its X-Session-Id): only its capture call is answered
     * a guest's private order link. Null when the browser sent none.
     */
    buyerSession: text(),
    /** When the buyer's browser was answered a guest's private order link: it is answered once. */
    buyerLinkAt: tstz(),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    discountCodeId: integer().references(() => discountCodes.id, { onDelete: "set null" }),
    discountCents: integer().notNull().default(0),
    /** What the capture turns into: cart lines, customer and address, as computed at creation. */
    snapshot: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    lastError: text(),
    /** Numbers the capture's PayPal-Request-Id; moves on only after a definite refusal. */
    captureAttempt: integer().notNull().default(0),
    /** A capture call is in flight since then (a lease, so concurrent calls wait for it). */
    captureStartedAt: tstz(),
    /** The intent's discount code use is counted; given back if the payment fails. */
    discountRedeemed: boolean().notNull().default(false),
    /** What the payment pays for exists (order created, deposit recorded); reconciliation looks here. */
    fulfilledAt: tstz(),
    ...timestamps,
  },
  (t) => [index("payment_intents_status_idx").on(t.status, t.createdAt)],
);

/** The ledger: each deposit, balance, cart payment and refund, with provider ids and amounts. */
export const payments = pgTable(
  "payments",
  {
    id: serial().primaryKey(),
    kind: paymentKindEnum().notNull(),
    status: paymentStatusEnum().notNull(),
    provider: text().notNull().default("paypal"),
    providerOrderId: text(),
    providerCaptureId: text(),
    providerRefundId: text(),
    /**
     * A refund's PayPal-Request-Id: random and kept with the row, so every retry of this refund
     * sends the same id and no other database's refund can ever send it (PayPal replays an old
     * answer for a known id for 45 days).
     */
    providerRequestId: text(),
    /** The capture a refund returns: the running totals count the refund under its kind. */
    refundOfPaymentId: integer().references((): AnyPgColumn => payments.id),
    amountCents: integer().notNull(),
    currency: text().notNull().default("USD"),
    customOrderId: integer().references(() => customOrders.id, { onDelete: "set null" }),
    orderId: integer().references(() => orders.id, { onDelete: "set null" }),
    paymentIntentId: integer().references(() => paymentIntents.id, { onDelete: "set null" }),
    /**
     * False for a capture that could not be applied to its order (a second deposit, a payment
     * for a cancelled or already paid order), and for the refunds of such a capture: the money
     * goes straight back and no figure counts it (docs/product-rules.md#money).
     */
    applied: boolean().notNull().default(true),
    /** Why an unapplied capture was refunded, or the reason the owner gave for a refund. */
    note: text(),
    raw: jsonb().$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("payments_capture_idx").on(t.providerCaptureId),
    uniqueIndex("payments_refund_idx").on(t.providerRefundId),
    uniqueIndex("payments_request_idx").on(t.providerRequestId),
    // One PayPal order is paid once: an intent has at most one capture row (refunds aside).
    uniqueIndex("payments_intent_capture_idx").on(t.paymentIntentId).where(sql`${t.kind} <> 'refund'`),
    index("payments_custom_order_idx").on(t.customOrderId),
    index("payments_order_idx").on(t.orderId),
    index("payments_created_idx").on(t.createdAt),
    index("payments_refund_of_idx").on(t.refundOfPaymentId).where(sql`${t.refundOfPaymentId} is not null`),
    check("payments_amount_nonnegative", sql`${t.amountCents} >= 0`),
  ],
);

// ── Summaries the dashboard reads (docs/decisions/007) ──────────────────────
// Kept exact by statement triggers (migration 0008) in the transaction of every write, whoever
// writes; never written by the application.

/** Live (not archived) orders per status; `kind` is `custom` or `regular`. */
export const orderStatusCounts = pgTable(
  "order_status_counts",
  {
    kind: text().notNull(),
    status: text().notNull(),
    orders: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.status] })],
);

/**
 * Money taken since the shop opened, by kind (a refund under the kind of the payment it
 * returns): the ledger rows the overview counts, net of refunds, and the refunds alone.
 */
export const paymentTotals = pgTable("payment_totals", {
  kind: text().primaryKey(),
  netCents: bigint({ mode: "number" }).notNull(),
  refundedCents: bigint({ mode: "number" }).notNull(),
});

/** PayPal webhook events, deduplicated on PayPal's event id. */
export const webhookEvents = pgTable("webhook_events", {
  id: text().primaryKey(),
  eventType: text().notNull(),
  payload: jsonb().$type<Record<string, unknown>>().notNull(),
  receivedAt: tstz().notNull().defaultNow(),
  processedAt: tstz(),
});

// ── Blog ─────────────────────────────────────────────────────────────────────
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    slug: text().notNull().unique(),
    content: text().notNull(),
    excerpt: text().notNull(),
    featuredImage: text(),
    authorId: integer().references(() => users.id, { onDelete: "set null" }),
    status: postStatusEnum().notNull().default("draft"),
    tags: jsonb().$type<string[]>().notNull().default([]),
    metaTitle: text(),
    metaDescription: text(),
    readingTime: integer().notNull().default(1),
    shareToFacebook: boolean().notNull().default(false),
    facebookPosted: boolean().notNull().default(false),
    facebookPostId: text(),
    /** A share attempt in flight (a lease); left set when its outcome is unknown (facebook.server.ts). */
    facebookShareStartedAt: tstz(),
    /** The last failed share's reason, shown to the admin while retries go on. */
    facebookError: text(),
    views: integer().notNull().default(0),
    publishedAt: tstz(),
    ...timestamps,
  },
  // The public list's order (newest first, id breaking ties), read backwards a page at a time.
  (t) => [index("blog_posts_public_list_idx").on(t.status, t.publishedAt, t.id)],
);

/** One view per visitor per day (hashed visitor, no personal data). */
export const blogPostViews = pgTable(
  "blog_post_views",
  {
    postId: integer()
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    visitorHash: text().notNull(),
    day: date().notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.visitorHash, t.day] })],
);

export const blogComments = pgTable(
  "blog_comments",
  {
    id: serial().primaryKey(),
    postId: integer()
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    authorName: text().notNull(),
    authorEmail: text().notNull(),
    content: text().notNull(),
    status: commentStatusEnum().notNull().default("pending"),
    moderatedAt: tstz(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    index("blog_comments_post_status_idx").on(t.postId, t.status),
    index("blog_comments_status_idx").on(t.status, t.createdAt),
    // A customer's page lists their comments by e-mail.
    index("blog_comments_email_idx").on(sql`lower(${t.authorEmail})`),
  ],
);

// ── Marketing ────────────────────────────────────────────────────────────────
export const customers = pgTable(
  "customers",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    name: text(),
    source: text().notNull(),
    marketingConsent: boolean().notNull().default(false),
    consentSource: text(),
    consentAt: tstz(),
    unsubscribedAt: tstz(),
    unsubscribeTokenHash: text().unique(),
    ...timestamps,
  },
  (t) => [uniqueIndex("customers_email_lower_idx").on(sql`lower(${t.email})`)],
);

// ── Customers (docs/decisions/020-customers-and-exports.md) ──────────────────────
/**
 * One row per e-mail address (lower-cased) that bought, signed up or joined the mailing list:
 * the directory the admin's Customers list pages through. Kept by row triggers on orders, custom
 * orders, users and customers (migration 0024), one upsert per written row, never by the
 * application; the figures of a customer (orders, spent, consent) are read for the page shown.
 */
export const customerDirectory = pgTable(
  "customer_directory",
  {
    id: serial().primaryKey(),
    /** lower(email): the key every source is merged on. */
    emailKey: text().notNull().unique(),
    /** The address as first written. */
    email: text().notNull(),
    /** The latest name an order or the mailing list gave; an account's username until then. */
    name: text(),
    firstSeenAt: tstz().notNull(),
    /** The newest order, sign-up or import under this address. */
    lastActivityAt: tstz().notNull(),
    /**
     * What the admin's search matches (any part, ILIKE '%q%'): the address and the name in one
     * column, so one trigram index serves both and each write updates one index, not two.
     */
    searchText: text()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`email_key || ' ' || coalesce(lower(name), '')`),
  },
  (t) => [
    // Read backwards for the list (newest first): a plain ascending index serves `DESC` with
    // PostgreSQL's default NULLS FIRST, where a `DESC NULLS LAST` one would not be used.
    index("customer_directory_activity_idx").on(t.lastActivityAt, t.id),
    index("customer_directory_search_idx").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);

/** A mass discount e-mail; `sent`/`failed` are the tallies recorded when it finished. */
export const campaigns = pgTable("campaigns", {
  id: serial().primaryKey(),
  discountCode: text().notNull(),
  idempotencyKey: text().notNull().unique(),
  status: campaignStatusEnum().notNull().default("queued"),
  total: integer().notNull().default(0),
  sent: integer().notNull().default(0),
  failed: integer().notNull().default(0),
  lastError: text(),
  createdByUserId: integer().references(() => users.id, { onDelete: "set null" }),
  createdAt: tstz().notNull().defaultNow(),
  /** Moved by every step of the job; a stalled campaign is found by it and resumed. */
  updatedAt: tstz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  finishedAt: tstz(),
});

/** Nobody gets the same campaign twice: one row per campaign and customer. */
export const campaignRecipients = pgTable(
  "campaign_recipients",
  {
    campaignId: integer()
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    status: campaignRecipientStatusEnum().notNull().default("pending"),
    /** The recipient's e-mail, written in the same transaction as the status change to `mailed`. */
    outboxId: integer().references(() => mailOutbox.id, { onDelete: "set null" }),
    sentAt: tstz(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.customerId] }),
    index("campaign_recipients_status_idx").on(t.campaignId, t.status),
    index("campaign_recipients_customer_idx").on(t.customerId),
  ],
);

// ── Mail outbox ──────────────────────────────────────────────────────────────
/** A file to attach when the message is sent: the invoice of an order of either kind. */
export type MailAttachmentRef = { kind: "invoice"; orderKind: "regular" | "custom"; orderId: number };

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    template: text().notNull(),
    status: mailStatusEnum().notNull().default("queued"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    providerMessageId: text(),
    /** Extra headers for the SMTP message (campaigns: List-Unsubscribe, RFC 8058). */
    headers: jsonb().$type<Record<string, string>>(),
    /** Files made when the message is sent (an order's invoice PDF), named here, not stored. */
    attachments: jsonb().$type<MailAttachmentRef[]>(),
    sentAt: tstz(),
    ...timestamps,
  },
  (t) => [
    index("mail_outbox_status_created_idx").on(t.status, t.createdAt),
    index("mail_outbox_to_idx").on(t.to),
  ],
);

// ── Analytics ────────────────────────────────────────────────────────────────
export const pageViews = pgTable(
  "page_views",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    path: text().notNull(),
    referrer: text(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    index("page_views_created_idx").on(t.createdAt),
    index("page_views_path_created_idx").on(t.path, t.createdAt),
  ],
);

/** Page views per quarter hour (every time zone's midnight falls on one), for the views per day. */
export const pageViewQuarters = pgTable("page_view_quarters", {
  startsAt: tstz().primaryKey(),
  views: integer().notNull(),
});

/** Page views per UTC day and path, for the most viewed pages. */
export const pageViewDays = pgTable(
  "page_view_days",
  {
    day: date().notNull(),
    path: text().notNull(),
    views: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

// ── The admin's audit log (docs/decisions/015-audit-log.md) ──────────────────
/**
 * Who changed what in the admin, when and from which address: one row per admin action on
 * money, orders, codes, products, posts, comments, settings or staff, written by
 * app/lib/audit.server.ts in the same transaction as the change. Rows are only ever added: a
 * trigger (migration 0018) refuses UPDATE, DELETE and TRUNCATE, whoever asks.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    at: tstz().notNull().defaultNow(),
    /** No foreign key: the record outlives the account, and the name is kept as it was then. */
    actorUserId: integer(),
    actorUsername: text().notNull(),
    ip: text().notNull(),
    /** `product.update`, `refund.create`...: the list in app/lib/audit-actions.ts. */
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text(),
    /** The changed fields (or the whole record) before and after; never a secret. */
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at, t.id),
    index("audit_log_actor_idx").on(sql`lower(${t.actorUsername})`, t.at),
    index("audit_log_action_idx").on(t.action, t.at),
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
  ],
);

// ── Shop settings the owner sets in /admin (app/features/settings) ────────────
export const settings = pgTable("settings", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: tstz().notNull().defaultNow(),
});

// ── PayPal emulator (test mode only) ─────────────────────────────────────────
// The emulator's own state, in the shop's database so that every test-mode process on one
// database, and a process after a restart, see the same PayPal: orders, captures, refunds,
// tokens, stored idempotent answers, scripted faults and the signing secret, each one JSON
// document by kind and id. Never read by the shop itself.
export const paypalEmulatorObjects = pgTable(
  "paypal_emulator_objects",
  {
    kind: text().notNull(),
    id: text().notNull(),
    /** The order objects of a kind were made in (faults are taken first-made first). */
    seq: bigserial({ mode: "number" }).notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index("paypal_emulator_objects_seq_idx").on(t.kind, t.seq),
  ],
);

/** Every call the shop made to the emulator, so tests can see request ids and retries. */
export const paypalEmulatorLog = pgTable(
  "paypal_emulator_log",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    kind: text().notNull(),
    requestId: text(),
    orderId: text(),
    captureId: text(),
    status: integer().notNull(),
    at: tstz().notNull().defaultNow(),
  },
  (t) => [
    index("paypal_emulator_log_order_idx").on(t.orderId),
    index("paypal_emulator_log_capture_idx").on(t.captureId),
  ],
);

// ── Shareable quotes ────────────────────────────────────────────────────────
/**
 * A builder configuration saved so its link (`/custom?quote={id}`) reopens it on any device:
 * the options only, never artwork or contact details. `figures` is the engine's quote on the
 * day it was saved; opening it prices it again. Expired rows go with the nightly housekeeping.
 */
export const quotes = pgTable(
  "quotes",
  {
    /** 128 random bits, base64url: the link is the only way to a quote. */
    id: text().primaryKey(),
    options: jsonb()
      .$type<{
        quantity: number;
        size: string;
        plating: string;
        pinBack: string;
        packaging: string[];
        rushOrder: boolean;
      }>()
      .notNull(),
    inHandsDate: date({ mode: "string" }),
    figures: jsonb().$type<CustomOrderQuote>().notNull(),
    createdAt: tstz().notNull().defaultNow(),
    expiresAt: tstz().notNull(),
  },
  (t) => [index("quotes_expires_at_idx").on(t.expiresAt)],
);
