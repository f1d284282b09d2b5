// For mockup and proof API tests: a custom order whose deposit is paid, the admin's multipart
// upload as the dashboard sends it, and the proof link read from the customer's e-mail, as the
// customer would find it.
import { and, desc, eq } from "drizzle-orm";
import type { CustomOrderJson } from "../../app/features/custom-orders/custom-orders.schemas.ts";
import type { MockupJson } from "../../app/features/custom-orders/proofs/mockups.schemas.ts";
import { db } from "../../app/lib/db.server.ts";
import { mailOutbox } from "../../db/schema.ts";
import { createClient, type TestClient, type TestResponse } from "../helpers/client.ts";
import { orderData, pngBytes, prepare } from "./custom-orders-test-kit.ts";

/**
 * A prepared order moved to `deposit_paid` by the admin's status select (the deposit capture
 * itself is covered by deposit.api.test.ts), with the private view token of its checkout.
 * No deposit is in the ledger, so the move gives the reason the admin would (a deposit paid
 * outside PayPal). Prepared by `owner` when given (a signed-in order).
 */
export async function paidOrder(
  admin: TestClient,
  owner: TestClient = createClient(),
  overrides: Record<string, unknown> = {},
): Promise<CustomOrderJson & { checkoutToken: string }> {
  const prepared = await prepare(owner, orderData(overrides));
  if (prepared.status !== 201) throw new Error(`prepare failed: ${prepared.status} ${prepared.text}`);
  const paid = await admin.patch<CustomOrderJson>(`/api/custom-orders/${prepared.body.id}/status`, {
    status: "deposit_paid",
    reason: PAID_OUTSIDE_PAYPAL,
  });
  if (paid.status !== 200) throw new Error(`status failed: ${paid.status} ${paid.text}`);
  return { ...paid.body, checkoutToken: prepared.body.checkoutToken };
}

/** The reason `paidOrder` gives for a deposit the ledger does not hold. */
export const PAID_OUTSIDE_PAYPAL = "Deposit paid by bank transfer";

export interface MockupFile {
  bytes: Uint8Array | string;
  name: string;
  type?: string;
}

export function mockupForm(file?: MockupFile, note?: string): FormData {
  const form = new FormData();
  if (file) {
    form.append("file", new Blob([file.bytes as BlobPart], { type: file.type ?? "image/png" }), file.name);
  }
  if (note !== undefined) form.append("note", note);
  return form;
}

export type UploadResponse = TestResponse<MockupJson & { message?: string; code?: string }>;

/** `POST /api/custom-orders/{id}/mockups` with a PNG unless another file is given. */
export async function uploadMockup(
  client: TestClient,
  customOrderId: number,
  options: { file?: MockupFile; note?: string } = {},
): Promise<UploadResponse> {
  const file = options.file ?? { bytes: await pngBytes(), name: "mockup.png" };
  return client.post(
    `/api/custom-orders/${customOrderId}/mockups`,
    mockupForm(file, options.note),
  ) as Promise<UploadResponse>;
}

/** The newest e-mail of that template to that address. */
export async function latestMail(to: string, template: string) {
  const [mail] = await db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, template)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

/** The proof token of the newest "mockup ready" e-mail to the customer. */
export async function proofTokenFromMail(customerEmail: string): Promise<string> {
  const mail = await latestMail(customerEmail, "mockup-ready");
  const token = mail?.text.match(/\/proof\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no proof link mailed to ${customerEmail}`);
  return token;
}

/** An order with one mockup sent, and the proof token the customer received. */
export async function orderWithProof(admin: TestClient, owner?: TestClient) {
  const order = await paidOrder(admin, owner);
  const res = await uploadMockup(admin, order.id, { note: "Gold outline as requested" });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${res.text}`);
  return { order, mockup: res.body, token: await proofTokenFromMail(order.customerEmail) };
}
