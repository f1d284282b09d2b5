// For balance-payment API tests: a custom order whose deposit was really paid through the
// emulator (so the ledger holds it), approved by the admin, its balance link sent by the admin,
// and the balance paid as the page pays it.
import { and, desc, eq } from "drizzle-orm";
import type {
  BalanceLinkJson,
  BalancePaymentJson,
} from "../../app/features/custom-orders/balance/balance-payment.schemas.ts";
import type { CustomOrderJson } from "../../app/features/custom-orders/custom-orders.schemas.ts";
import { db } from "../../app/lib/db.server.ts";
import { customOrders, mailOutbox, orderStatusHistory, payments } from "../../db/schema.ts";
import type { TestClient } from "../helpers/client.ts";
import { orderData, prepare } from "./custom-orders-test-kit.ts";
import type { Shopper } from "./paypal-test-kit.ts";
import * as paypal from "./paypal-test-kit.ts";

export type ApiAnswer<T> = T & { message?: string; code?: string; amount?: string };

/** 100 silver 1-inch pins ($500.00: deposit $50.00, balance $450.00), deposit paid, approved. */
export async function approvedOrder(
  admin: TestClient,
  overrides: Record<string, unknown> = {},
): Promise<{ order: CustomOrderJson; shopper: Shopper }> {
  const { id, shopper } = await depositPaidOrder(overrides);
  const approved = await admin.patch<CustomOrderJson>(`/api/custom-orders/${id}/status`, {
    status: "approved",
  });
  if (approved.status !== 200) throw new Error(`approve failed: ${approved.status} ${approved.text}`);
  return { order: approved.body, shopper };
}

/** The same order with its deposit paid through the emulator, not yet approved. */
export async function depositPaidOrder(
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; customerEmail: string; shopper: Shopper }> {
  const shopper = paypal.newShopper();
  const prepared = await prepare(shopper.client, orderData(overrides));
  if (prepared.status !== 201) throw new Error(`prepare failed: ${prepared.status} ${prepared.text}`);
  const { id, checkoutToken, customerEmail, customerName } = prepared.body;
  const deposit = await paypal.createPaypalOrder(shopper, {
    purpose: "deposit",
    customOrderId: id,
    checkoutToken,
    customer: paypal.testCustomer({ email: customerEmail, name: customerName }),
  });
  if (deposit.status !== 201) throw new Error(`deposit failed: ${deposit.status} ${deposit.text}`);
  await paypal.approve(deposit.body.id);
  const captured = await paypal.capture(shopper, deposit.body.id);
  if (captured.status !== 200) throw new Error(`deposit capture failed: ${captured.status} ${captured.text}`);
  return { id, customerEmail, shopper };
}

export const generateLink = (client: TestClient, customOrderId: number) =>
  client.post<ApiAnswer<BalanceLinkJson>>(`/api/custom-orders/${customOrderId}/generate-balance-link`);

export const replaceLink = (client: TestClient, customOrderId: number) =>
  client.post<ApiAnswer<BalanceLinkJson>>(`/api/custom-orders/${customOrderId}/replace-balance-link`);

/** The balance token of a URL the API or an e-mail gave out. */
export const tokenOf = (url: string | undefined) => url?.match(/\/balance-payment\/([A-Za-z0-9_-]+)/)?.[1];

/** The admin sends a balance link; answers its token. */
export async function balanceToken(admin: TestClient, customOrderId: number): Promise<string> {
  const res = await generateLink(admin, customOrderId);
  const token = tokenOf(res.body.balancePaymentUrl);
  if (res.status !== 201 || !token) throw new Error(`generate link failed: ${res.status} ${res.text}`);
  return token;
}

export const readBalance = (client: TestClient, token: string) =>
  client.get<ApiAnswer<BalancePaymentJson>>(`/api/balance-payment/${token}`);

export const completeBalance = (client: TestClient, token: string, balancePaymentId: string) =>
  client.post<ApiAnswer<BalancePaymentJson>>(`/api/balance-payment/${token}/complete`, { balancePaymentId });

/** `POST /paypal/order` for the balance, as the page sends it. */
export const balanceOrder = (shopper: Shopper, token: string, body: Record<string, unknown> = {}) =>
  paypal.createPaypalOrder(shopper, {
    purpose: "balance",
    balanceToken: token,
    customer: undefined,
    ...body,
  });

/** Create, approve at the emulator, capture: the PayPal order id, capture id and the answer. */
export async function payBalance(shopper: Shopper, token: string) {
  const created = await balanceOrder(shopper, token);
  if (created.status !== 201) throw new Error(`balance order failed: ${created.status} ${created.text}`);
  await paypal.approve(created.body.id);
  const captured = await paypal.capture(shopper, created.body.id);
  const captureId = paypal.capturesOf(await paypal.emulatorOrder(created.body.id))[0]?.id;
  return { paypalOrderId: created.body.id, amount: created.body.amount, captured, captureId: captureId! };
}

export const orderRow = async (id: number) =>
  (await db().select().from(customOrders).where(eq(customOrders.id, id)))[0]!;

export const ledgerOf = (customOrderId: number) =>
  db().select().from(payments).where(eq(payments.customOrderId, customOrderId)).orderBy(payments.id);

export const historyOf = (customOrderId: number) =>
  db()
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.customOrderId, customOrderId))
    .orderBy(orderStatusHistory.id);

export const mailsOf = (to: string, template: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, template)))
    .orderBy(desc(mailOutbox.id));
