// Every e-mail the shop sends, by template name. A new e-mail is one file in this folder (its
// data schema, subject and component) and one line here.
import type { z } from "zod";
import { newOrder } from "./new-order.tsx";
import { orderReceipt } from "./order-receipt.tsx";
import { orderReceived } from "./order-received.tsx";
import { orderShipped } from "./order-shipped.tsx";
import { passwordReset } from "./password-reset.tsx";
import { verifyEmail } from "./verify-email.tsx";
import { welcome } from "./welcome.tsx";

export const MAIL_TEMPLATES = {
  "verify-email": verifyEmail,
  "password-reset": passwordReset,
  welcome,
  "order-receipt": orderReceipt,
  "order-received": orderReceived,
  "new-order": newOrder,
  "order-shipped": orderShipped,
} as const;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
export type MailData<T extends MailTemplateName> = z.input<(typeof MAIL_TEMPLATES)[T]["schema"]>;

export function isMailTemplateName(name: string): name is MailTemplateName {
  return Object.hasOwn(MAIL_TEMPLATES, name);
}
