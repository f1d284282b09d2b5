// For money-view tests (docs/product-rules.md#money): a custom order's figures as
// every screen reads them, and the overview's balances due.
import { eq } from "drizzle-orm";
import type { OverviewJson } from "../../app/features/admin/overview.schemas.ts";
import type { AdminCustomOrderJson } from "../../app/features/custom-orders/lifecycle/custom-orders-admin.schemas.ts";
import type { OrderRecordJson } from "../../app/features/orders/order-records.schemas.ts";
import type { MoneyJson } from "../../app/features/payments/index.ts";
import { db } from "../../app/lib/db.server.ts";
import { mailOutbox, payments } from "../../db/schema.ts";
import type { TestClient } from "../helpers/client.ts";

/** The order's row in the admin's list (searched by its number). */
export async function listedOrder(admin: TestClient, id: number): Promise<AdminCustomOrderJson> {
  const res = await admin.get<AdminCustomOrderJson[]>(`/api/custom-orders?q=%23${id}`);
  const row = res.body.find((o) => o.id === id);
  if (!row) throw new Error(`custom order ${id} not in the admin list: ${res.status} ${res.text}`);
  return row;
}

export async function recordMoney(admin: TestClient, path: string): Promise<MoneyJson> {
  const res = await admin.get<OrderRecordJson>(path);
  if (res.status !== 200) throw new Error(`record ${path}: ${res.status} ${res.text}`);
  return res.body.money;
}

export async function overviewDue(admin: TestClient): Promise<OverviewJson["balancesDue"]> {
  const res = await admin.get<OverviewJson>("/api/admin/overview");
  if (res.status !== 200) throw new Error(`overview: ${res.status} ${res.text}`);
  return res.body.balancesDue;
}

export const capturesFor = (customOrderId: number) =>
  db().select().from(payments).where(eq(payments.customOrderId, customOrderId)).orderBy(payments.id);

export const mailsTo = (to: string, template: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .then((rows) => rows.filter((m) => m.template === template));
