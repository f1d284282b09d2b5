import { describe, expect, it } from "vitest";
import { ADMIN_SECTIONS } from "../components/admin/admin-sections.ts";
import { adminPath, legacyAdminPath, readAdminId } from "./admin-links.ts";

describe("adminPath", () => {
  it.each([
    [{ section: "overview" } as const, "/admin"],
    [{ section: "custom-orders" } as const, "/admin/custom-orders"],
    [{ section: "custom-orders", order: 123 } as const, "/admin/custom-orders/123"],
    [{ section: "orders", order: 5 } as const, "/admin/orders/5"],
    [{ section: "blog", comment: 9 } as const, "/admin/blog?comment=9"],
    [{ section: "customers-email" } as const, "/admin/customers-email"],
    [{ section: "products", product: 4 } as const, "/admin/products/4"],
    [{ section: "shipping-tax" } as const, "/admin/shipping-tax"],
  ])("names %o as %s", (target, path) => {
    expect(adminPath(target)).toBe(path);
  });

  it("gives every section of the sidebar the path the sidebar links to", () => {
    for (const section of ADMIN_SECTIONS) expect(adminPath({ section: section.id })).toBe(section.path);
  });
});

describe("legacyAdminPath", () => {
  it.each([
    ["tab=custom-orders&order=123", "/admin/custom-orders/123"],
    ["tab=regular-orders&order=5", "/admin/orders/5"],
    ["tab=regular-orders", "/admin/orders"],
    ["tab=blog&comment=9", "/admin/blog?comment=9"],
    ["tab=discount-codes", "/admin/discount-codes"],
    ["tab=customers-email", "/admin/customers-email"],
    ["tab=overview", "/admin"],
    // As the old dashboard read them: an unknown tab is the overview, a bad id is none.
    ["tab=nonsense&order=4", "/admin"],
    ["tab=custom-orders&order=-3", "/admin/custom-orders"],
    ["tab=custom-orders&order=abc", "/admin/custom-orders"],
    ["tab=toString", "/admin"],
    // An id belongs to the tab that has such items.
    ["tab=blog&order=4", "/admin/blog"],
  ])("sends ?%s on to %s", (query, path) => {
    expect(legacyAdminPath(new URLSearchParams(query))).toBe(path);
  });

  it("leaves an address without a tab alone", () => {
    expect(legacyAdminPath(new URLSearchParams(""))).toBeNull();
    expect(legacyAdminPath(new URLSearchParams("order=4"))).toBeNull();
  });
});

describe("readAdminId", () => {
  it.each([
    ["12", 12],
    ["0", undefined],
    ["-1", undefined],
    ["1.5", undefined],
    ["1e3", undefined],
    ["abc", undefined],
    ["", undefined],
    [null, undefined],
    [undefined, undefined],
    ["99999999999999999999", undefined],
  ])("reads %s as %s", (raw, id) => {
    expect(readAdminId(raw)).toBe(id);
  });
});
