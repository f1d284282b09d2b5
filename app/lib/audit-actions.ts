// What the audit log can say (docs/decisions/015-audit-log.md): every action an admin route
// records, with the words the owner reads in the log, and every kind of record it points at,
// with the admin screen that shows one. Browser-safe: the log's page and filters read it too.
// A new admin write adds its action here, then calls recordAudit() (app/lib/audit.server.ts).
import { adminPath } from "./admin-links.ts";

export const AUDIT_ACTIONS = {
  "product.create": "Product created",
  "product.update": "Product edited",
  "product.remove": "Product deleted or archived",
  "product.image_add": "Product picture added",
  "product.image_order": "Product pictures reordered",
  "product.image_delete": "Product picture deleted",
  "review.hide": "Review hidden",
  "review.restore": "Review restored",
  "discount_code.create": "Discount code created",
  "discount_code.update": "Discount code edited",
  "discount_code.delete": "Discount code deleted or deactivated",
  "order.status": "Order status changed",
  "order.tracking": "Order tracking set",
  "order.delete": "Order deleted or archived",
  "order.restore": "Order restored",
  "custom_order.status": "Custom order status changed",
  "custom_order.tracking": "Custom order tracking set",
  "custom_order.delete": "Custom order deleted or archived",
  "custom_order.restore": "Custom order restored",
  "custom_order.cancel": "Custom order cancelled",
  "custom_order.mockup": "Mockup sent",
  "custom_order.proof_link_replace": "Proof link replaced",
  "custom_order.balance_link": "Balance link sent",
  "custom_order.balance_link_replace": "Balance link replaced",
  "refund.create": "Refund requested",
  "post.create": "Post created",
  "post.update": "Post edited",
  "post.publish": "Post published",
  "post.delete": "Post deleted",
  "comment.status": "Comment moderated",
  "comment.delete": "Comment deleted",
  "comment.bulk": "Comments moderated in bulk",
  "shipping_rates.replace": "Shipping rates changed",
  "tax_rates.replace": "Tax rates changed",
  "mail.resend": "E-mail resent",
  "campaign.start": "Discount e-mail campaign started",
  "customers.import": "Customers imported",
  "settings.update": "Shop settings changed",
  "staff.invite": "Admin invited",
  "staff.invite_resend": "Admin invitation sent again",
  "staff.disable": "Admin disabled",
  "staff.enable": "Admin enabled",
  "staff.sign_in_locked": "Admin's password sign-in locked after wrong passwords",
  "staff.sign_in_link": "Admin signed in with an e-mailed link",
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(AUDIT_ACTIONS, value);

interface AuditEntityInfo {
  label: string;
  /** The admin screen of one record, or of the list it is in; none when there is no screen. */
  path?: (id: number | null) => string;
}

const itemId = (id: number | null) => id ?? undefined;

/** The kinds of record an audit row names, with where the admin shows one. */
export const AUDIT_ENTITIES = {
  product: { label: "Product", path: (id) => adminPath({ section: "products", product: itemId(id) }) },
  discount_code: { label: "Discount code", path: () => adminPath({ section: "discount-codes" }) },
  review: { label: "Review", path: () => adminPath({ section: "products" }) },
  order: { label: "Order", path: (id) => adminPath({ section: "orders", order: itemId(id) }) },
  custom_order: {
    label: "Custom order",
    path: (id) => adminPath({ section: "custom-orders", order: itemId(id) }),
  },
  payment: { label: "Payment" },
  post: { label: "Post", path: () => adminPath({ section: "blog" }) },
  comment: { label: "Comment", path: (id) => adminPath({ section: "blog", comment: itemId(id) }) },
  shipping_rates: { label: "Shipping rates", path: () => adminPath({ section: "shipping-tax" }) },
  tax_rates: { label: "Tax rates", path: () => adminPath({ section: "shipping-tax" }) },
  mail: { label: "E-mail", path: () => adminPath({ section: "customers-email" }) },
  campaign: { label: "Campaign", path: () => adminPath({ section: "customers-email" }) },
  customers: { label: "Customers", path: () => adminPath({ section: "customers-email" }) },
  settings: { label: "Shop settings", path: () => adminPath({ section: "settings" }) },
  staff: { label: "Admin", path: () => adminPath({ section: "staff" }) },
} as const satisfies Record<string, AuditEntityInfo>;

export type AuditEntity = keyof typeof AUDIT_ENTITIES;

/** "Custom order #12", "Shipping rates": how the log names the record a row is about. */
export function auditEntityName(entity: string, entityId: string | null): string {
  const info: AuditEntityInfo | undefined = Object.hasOwn(AUDIT_ENTITIES, entity)
    ? AUDIT_ENTITIES[entity as AuditEntity]
    : undefined;
  const label = info?.label ?? entity;
  return entityId === null ? label : `${label} #${entityId}`;
}

/** Where the admin shows the record an audit row names, or null when nowhere does. */
export function auditEntityPath(entity: string, entityId: string | null): string | null {
  if (!Object.hasOwn(AUDIT_ENTITIES, entity)) return null;
  const info: AuditEntityInfo = AUDIT_ENTITIES[entity as AuditEntity];
  const id = entityId !== null && /^\d{1,15}$/.test(entityId) ? Number(entityId) : null;
  return info.path?.(id) ?? null;
}
