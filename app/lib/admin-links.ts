// Addresses in the admin: one path per section and per item, `/admin/custom-orders/123`,
// `/admin/blog?comment=9`, so a reload, Back or a link from the owner's e-mail opens the same
// screen. The first dashboard kept its place in the query (`/admin?tab=custom-orders&order=123`);
// those links sit in owners' mailboxes and are sent on to their new path. Browser-safe.
import type { AdminSectionId } from "../components/admin/admin-sections.ts";

export type { AdminSectionId };

/** The admin's front page: the overview. */
export const ADMIN_HOME = "/admin";

export interface AdminTarget {
  section: AdminSectionId;
  /** An order of the section's kind, opened over its list. */
  order?: number;
  /** A blog comment, shown in the moderation queue. */
  comment?: number;
  /** A product, opened in the catalogue's editor. */
  product?: number;
}

/** The path of a target, e.g. `/admin/custom-orders/123`; the overview is `/admin` itself. */
export function adminPath(target: AdminTarget): string {
  let path = target.section === "overview" ? ADMIN_HOME : `${ADMIN_HOME}/${target.section}`;
  const item = target.order ?? target.product;
  if (item) path += `/${item}`;
  if (target.comment) path += `?${new URLSearchParams({ comment: String(target.comment) })}`;
  return path;
}

/** A positive whole number from an address (an order or comment id), else undefined. */
export function readAdminId(raw: string | null | undefined): number | undefined {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** The first dashboard's tabs, by the section each one became. */
const LEGACY_TABS: Record<string, AdminSectionId> = {
  overview: "overview",
  "custom-orders": "custom-orders",
  "regular-orders": "orders",
  "discount-codes": "discount-codes",
  blog: "blog",
  "customers-email": "customers-email",
};

/**
 * The new path of an old dashboard link (`/admin?tab=regular-orders&order=5` is
 * `/admin/orders/5`), or null when the query names no tab. An unknown tab reads as the overview
 * and a bad id as none, as the old dashboard read them.
 */
export function legacyAdminPath(params: URLSearchParams): string | null {
  const tab = params.get("tab");
  if (tab === null) return null;
  const section = Object.hasOwn(LEGACY_TABS, tab) ? LEGACY_TABS[tab]! : "overview";
  const order =
    section === "custom-orders" || section === "orders" ? readAdminId(params.get("order")) : undefined;
  const comment = section === "blog" ? readAdminId(params.get("comment")) : undefined;
  return adminPath({ section, order, comment });
}
