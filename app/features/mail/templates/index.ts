// Browser-safe entry of mail/templates: the rules, constants and helpers others may use.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
// Every e-mail the shop sends, by template name. A new e-mail is one file in this folder (its
// data schema, subject and component) and one line here.
import type { z } from "zod";
import { balanceLink } from "./balance-link.tsx";
import { balancePaid } from "./balance-paid.tsx";
import { balanceReceived } from "./balance-received.tsx";
import { customOrderUpdate } from "./custom-order-update.tsx";
import { discountCampaign } from "./discount-campaign.tsx";
import { exitIntentCode } from "./exit-intent-code.tsx";
import { loginLink } from "./login-link.tsx";
import { mockupChangesRequested } from "./mockup-changes-requested.tsx";
import { mockupReady } from "./mockup-ready.tsx";
import { newOrder } from "./new-order.tsx";
import { orderDelivered } from "./order-delivered.tsx";
import { orderLink } from "./order-link.tsx";
import { orderReceipt } from "./order-receipt.tsx";
import { orderReceived } from "./order-received.tsx";
import { orderShipped } from "./order-shipped.tsx";
import { ownerNotice } from "./owner-notice.tsx";
import { passwordReset } from "./password-reset.tsx";
import { paymentRefunded } from "./payment-refunded.tsx";
import { sharedQuote } from "./shared-quote.tsx";
import { staffInvite } from "./staff-invite.tsx";
import { verifyEmail } from "./verify-email.tsx";
import { welcome } from "./welcome.tsx";

export const MAIL_TEMPLATES = {
  "verify-email": verifyEmail,
  "password-reset": passwordReset,
  "login-link": loginLink,
  welcome,
  "order-receipt": orderReceipt,
  "order-received": orderReceived,
  "new-order": newOrder,
  "order-shipped": orderShipped,
  "order-link": orderLink,
  "order-delivered": orderDelivered,
  "balance-link": balanceLink,
  "balance-received": balanceReceived,
  "balance-paid": balancePaid,
  "payment-refunded": paymentRefunded,
  "custom-order-update": customOrderUpdate,
  "mockup-ready": mockupReady,
  "mockup-changes-requested": mockupChangesRequested,
  "discount-campaign": discountCampaign,
  "exit-intent-code": exitIntentCode,
  "owner-notice": ownerNotice,
  "staff-invite": staffInvite,
  "shared-quote": sharedQuote,
} as const;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
export type MailData<T extends MailTemplateName> = z.input<(typeof MAIL_TEMPLATES)[T]["schema"]>;

export function isMailTemplateName(name: string): name is MailTemplateName {
  return Object.hasOwn(MAIL_TEMPLATES, name);
}
export type { CustomOrderUpdateStep } from "./custom-order-update.tsx";
export type { DiscountCampaignData } from "./discount-campaign.tsx";
export type { MailShop, MailTemplate } from "./mail-template.ts";
