// Every admin write route's audit-sweep fixture (app/server/admin-audit.api.test.ts), by route.
// A new admin route that changes something adds its fixture here (or to one of these files),
// or the sweep fails and names it.
import { BACK_OFFICE_FIXTURES } from "./back-office.ts";
import { CATALOG_FIXTURES } from "./catalog.ts";
import { CONTENT_FIXTURES } from "./content.ts";
import { CUSTOM_ORDERS_FIXTURES } from "./custom-orders.ts";
import type { AdminWriteFixtures } from "./fixture.ts";
import { MARKETING_FIXTURES } from "./marketing.ts";
import { ORDERS_FIXTURES } from "./orders.ts";
import { SHOP_RULES_FIXTURES } from "./shop-rules.ts";

export type { AdminWriteFixture, AdminWriteFixtures } from "./fixture.ts";

export const ADMIN_WRITE_FIXTURES: AdminWriteFixtures = {
  ...CATALOG_FIXTURES,
  ...SHOP_RULES_FIXTURES,
  ...ORDERS_FIXTURES,
  ...CUSTOM_ORDERS_FIXTURES,
  ...CONTENT_FIXTURES,
  ...MARKETING_FIXTURES,
  ...BACK_OFFICE_FIXTURES,
};

/**
 * Admin write routes that record nothing, each with the reason. Only a call that changes none of
 * the shop's money, orders, codes, products, posts, comments, settings or staff belongs here.
 */
export const AUDIT_EXEMPT: Record<string, string> = {
  "POST /admin/blog/images":
    "It only stores a picture file for the editor; the post that shows it is audited when saved.",
};
