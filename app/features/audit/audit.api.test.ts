// `GET /api/admin/audit`: the admin reads the log newest first, filtered by who (any case), what
// and the shop's calendar days, a page at a time; the query is strict; nobody else reads it, and
// no route changes or removes a row.
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../../db/schema.ts";
import { createDiscountCode } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { signInAsAdmin, signUp } from "../../../tests/kits/test-accounts.ts";
import { db } from "../../lib/db.server.ts";
import { resetEnvForTests } from "../../lib/env.server.ts";
import type { AuditPageJson } from "./audit.schemas.ts";

useTestDatabase();

const owner = createClient();
const helper = createClient();
const OWNER = `owner_${Math.random().toString(36).slice(2, 8)}`;
const HELPER = `helper_${Math.random().toString(36).slice(2, 8)}`;
/** Rows written at chosen instants by an admin of their own, for the calendar filters. */
const CLOCK = "clock_admin";

const read = (query = "", client = owner) => client.get<AuditPageJson>(`/api/admin/audit${query}`);

beforeAll(async () => {
  // Los Angeles: a day there starts at 08:00 UTC in winter, so the day filter is visibly local.
  process.env.SHOP_TIME_ZONE = "America/Los_Angeles";
  resetEnvForTests();
  await signInAsAdmin(owner, OWNER);
  await signInAsAdmin(helper, HELPER);
  const created = await owner.post<{ id: number }>("/api/discount-codes", {
    code: `LOG${Date.now().toString(36).toUpperCase()}`,
    discountType: "percentage",
    discountValue: 10,
  });
  await owner.patch(`/api/discount-codes/${created.body.id}`, { discountValue: 25 });
  const { id } = await createDiscountCode();
  await helper.delete(`/api/discount-codes/${id}`);
  const at = (iso: string, entityId: string) => ({
    at: new Date(iso),
    actorUserId: null,
    actorUsername: CLOCK,
    ip: "198.51.100.7",
    action: "order.status",
    entityType: "order",
    entityId,
  });
  await db()
    .insert(auditLog)
    .values([
      at("2025-01-10T07:59:59Z", "1"), // 9 January, 23:59:59 in Los Angeles
      at("2025-01-10T08:00:00Z", "2"), // 10 January, midnight
      at("2025-01-11T07:59:59Z", "3"), // 10 January, 23:59:59
      at("2025-01-11T08:00:00Z", "4"), // 11 January
    ]);
});

describe("reading the log", () => {
  it("lists newest first with who, from where, what, the record and the change", async () => {
    const res = await read(`?actor=${OWNER}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    const [update, create] = res.body.entries;
    expect(update).toMatchObject({
      actorUsername: OWNER,
      ip: owner.ip,
      action: "discount_code.update",
      entityType: "discount_code",
      before: { discountValue: 10 },
      after: { discountValue: 25 },
    });
    expect(create).toMatchObject({ action: "discount_code.create", before: null });
    expect(Date.parse(update!.at)).toBeGreaterThanOrEqual(Date.parse(create!.at));
  });

  it("filters by the admin's username in any case, and by action", async () => {
    const helperRows = await read(`?actor=${HELPER.toUpperCase()}`);
    expect(helperRows.body.entries.map((e) => e.action)).toEqual(["discount_code.delete"]);
    const updates = await read("?action=discount_code.update");
    expect(updates.body.entries.map((e) => e.actorUsername)).toEqual([OWNER]);
    expect((await read(`?actor=${HELPER}&action=discount_code.update`)).body.total).toBe(0);
  });

  it("filters by the shop's calendar days, both ends included", async () => {
    const ids = async (query: string) =>
      (await read(`?actor=${CLOCK}${query}`)).body.entries.map((e) => e.entityId);
    expect(await ids("&from=2025-01-10&to=2025-01-10")).toEqual(["3", "2"]);
    expect(await ids("&from=2025-01-10")).toEqual(["4", "3", "2"]);
    expect(await ids("&to=2025-01-09")).toEqual(["1"]);
  });

  it("pages 50 at a time", async () => {
    await db()
      .insert(auditLog)
      .values(
        Array.from({ length: 51 }, (_, i) => ({
          actorUsername: "pager_admin",
          ip: "198.51.100.8",
          action: "post.update",
          entityType: "post",
          entityId: String(i + 1),
        })),
      );
    const first = await read("?actor=pager_admin");
    const second = await read("?actor=pager_admin&page=2");
    expect(first.body).toMatchObject({ total: 51, page: 1 });
    expect(first.body.entries).toHaveLength(50);
    expect(second.body.entries).toHaveLength(1);
    const seen = new Set([...first.body.entries, ...second.body.entries].map((e) => e.id));
    expect(seen.size).toBe(51);
  });

  it.each([
    ["an unknown filter", "?who=owner"],
    ["an action the log does not record", "?action=order.teleport"],
    ["a date that is not a day", "?from=2025-02-30"],
    ["a start after the end", "?from=2025-02-02&to=2025-02-01"],
    ["a page that is not a positive number", "?page=0"],
  ])("refuses %s with 400 and a message", async (_, query) => {
    const res = await read(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid", message: expect.any(String) });
  });
});

describe("who may read it", () => {
  it("answers 401 to a guest and 403 to a customer", async () => {
    expect((await read("", createClient())).status).toBe(401);
    expect((await read("", (await signUp()).client)).status).toBe(403);
  });

  it("has no route that changes or removes a row", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const res = await owner.request(method, "/api/admin/audit", method === "DELETE" ? undefined : {});
      expect(res.status, method).toBe(404);
      expect((await owner.request(method, "/api/admin/audit/1", {})).status, method).toBe(404);
    }
  });
});
