// Answers of the shop's API as component and unit tests fake them: each a complete, valid value
// that a test changes only where it matters.
import type { CustomOrderJson } from "../../app/features/custom-orders/custom-orders.schemas.ts";
import type { MockupJson } from "../../app/features/custom-orders/proofs/mockups.schemas.ts";
import type { DiscountCodeJson } from "../../app/features/discounts/discounts.schemas.ts";

/** An active 15% code with no minimum, no limit and no dates. */
export const discountCodeJson = (overrides: Partial<DiscountCodeJson> = {}): DiscountCodeJson => ({
  id: 1,
  code: "SAVE15",
  discountType: "percentage",
  discountValue: 15,
  minimumOrderAmount: null,
  maxUses: null,
  usedCount: 0,
  isActive: true,
  startsAt: null,
  endsAt: null,
  startsOn: null,
  endsOn: null,
  createdAt: "2026-01-01T00:00:00Z",
  ...overrides,
});

/** Mockup version 1, an image the customer asked changes to. */
export const imageMockupJson = (overrides: Partial<MockupJson> = {}): MockupJson => ({
  id: 1,
  version: 1,
  url: "/uploads/11111111-1111-4111-8111-111111111111.png",
  fileName: "v1.png",
  contentType: "image/png",
  isPdf: false,
  note: null,
  decision: "changes_requested",
  customerComment: null,
  decidedAt: "2026-11-21T10:00:00.000Z",
  requote: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  ...overrides,
});

/** Mockup version 2, a PDF the customer has not decided on yet. */
export const pdfMockupJson = (overrides: Partial<MockupJson> = {}): MockupJson =>
  imageMockupJson({
    id: 2,
    version: 2,
    url: "/uploads/22222222-2222-4222-8222-222222222222.pdf",
    fileName: "v2.pdf",
    contentType: "application/pdf",
    isPdf: true,
    decision: null,
    decidedAt: null,
    ...overrides,
  });

/** 100 gold 1-inch pins ($525.00), no rush, its 10% deposit paid. */
export const customOrderJson = (overrides: Partial<CustomOrderJson> = {}): CustomOrderJson => ({
  id: 1,
  quantity: 100,
  size: "1inch",
  plating: "gold",
  pinBack: "rubber",
  packaging: "just-pins",
  rushOrder: false,
  pricePerPin: 5.25,
  rushOrderFee: 0,
  totalPrice: 525,
  depositAmount: 52.5,
  remainingBalance: 472.5,
  discountAmount: 0,
  shippingAmount: 0,
  taxAmount: 0,
  depositTax: 0,
  grandTotal: 525,
  customerName: "Ada Lovelace",
  customerEmail: "ada@example.com",
  promoCode: null,
  logoUrl: null,
  logoFileName: null,
  status: "deposit_paid",
  depositPaymentId: "CAP-1",
  balancePaymentId: null,
  trackingNumber: null,
  trackingUrl: null,
  inHandsDate: null,
  adjustmentAmount: 0,
  adjustmentReason: null,
  createdAt: "2026-01-05T10:00:00.000Z",
  money: { charged: 52.5, refunded: 0, netPaid: 52.5, balanceDue: 472.5 },
  ...overrides,
});
