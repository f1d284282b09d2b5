import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customOrders } from "../../../../db/schema.ts";
import { createClient, type TestClient } from "../../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../../tests/helpers/db.ts";
import {
  orderWithProof,
  paidOrder,
  proofTokenFromMail,
  uploadMockup,
} from "../../../../tests/kits/proofs-test-kit.ts";
import { signUp, useAdminClient } from "../../../../tests/kits/test-accounts.ts";
import { db } from "../../../lib/db.server.ts";
import { ORDER_NOT_FOUND } from "../custom-orders.schemas.ts";
import {
  NO_MOCKUP_YET,
  PROOF_LINK_ARCHIVED,
  PROOF_LINK_CANCELLED,
  PROOF_LINK_REPLACED_NOTE,
  type ProofJson,
  type ProofLinkJson,
} from "./mockups.schemas.ts";

useTestDatabase();

const admin = useAdminClient();

const proofLink = (client: TestClient, id: number, body: Record<string, unknown> = {}) =>
  client.post<ProofLinkJson & { message?: string }>(`/api/custom-orders/${id}/proof-link`, body);

describe("POST /api/custom-orders/:id/proof-link", () => {
  it("gives the signed-in owner the order's one proof link, the e-mailed one", async () => {
    const owner = (await signUp()).client;
    const { order, token } = await orderWithProof(admin, owner);
    const res = await proofLink(owner, order.id);
    expect(res.status).toBe(201);
    expect(res.body.path).toBe(`/proof/${token}`);
    const proof = await createClient().get<ProofJson>(`/api/proofs/${res.body.path.split("/").pop()}`);
    expect(proof.status).toBe(200);
    expect(proof.body.order.id).toBe(order.id);
    // The link in the customer's inbox keeps working.
    expect((await createClient().get(`/api/proofs/${token}`)).status).toBe(200);
  });

  it("keeps working once a newer mockup is sent, and then shows that version", async () => {
    const owner = (await signUp()).client;
    const { order } = await orderWithProof(admin, owner);
    const { body } = await proofLink(owner, order.id);
    await uploadMockup(admin, order.id, { note: "Version two" });
    const proof = await createClient().get<ProofJson>(`/api/proofs/${body.path.split("/").pop()}`);
    expect(proof.status).toBe(200);
    expect(proof.body.mockups[0]).toMatchObject({ version: 2, note: "Version two" });
    expect(`/proof/${await proofTokenFromMail(order.customerEmail)}`).toBe(body.path);
  });

  it("serves the guest holding the order's private view link", async () => {
    const { order } = await orderWithProof(admin);
    const res = await proofLink(createClient(), order.id, { token: order.checkoutToken });
    expect(res.status).toBe(201);
    expect(res.body.path).toMatch(/^\/proof\//);
    const other = await orderWithProof(admin);
    expect((await proofLink(createClient(), other.order.id, { token: order.checkoutToken })).status).toBe(
      404,
    );
  });

  it("answers 404 to other customers and guests, and serves admins", async () => {
    const owner = (await signUp()).client;
    const { order } = await orderWithProof(admin, owner);
    for (const client of [(await signUp()).client, createClient()]) {
      const res = await proofLink(client, order.id);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: ORDER_NOT_FOUND });
    }
    expect((await proofLink(createClient(), order.id, { token: "x".repeat(43) })).status).toBe(404);
    expect((await proofLink(admin, order.id)).status).toBe(201);
    expect((await proofLink(owner, 999_999)).status).toBe(404);
    expect((await proofLink(owner, order.id, { token: 5 })).status).toBe(400);
  });

  it("refuses an order without a mockup", async () => {
    const owner = (await signUp()).client;
    const order = await paidOrder(admin, owner);
    const res = await proofLink(owner, order.id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: NO_MOCKUP_YET });
  });
});

describe("the proof link of an order that is over", () => {
  const cancel = (id: number) => admin.patch(`/api/custom-orders/${id}/status`, { status: "cancelled" });

  it("is not made again for a cancelled order (409); the link it had shows the cancellation", async () => {
    const owner = (await signUp()).client;
    const { order, token } = await orderWithProof(admin, owner);
    expect((await cancel(order.id)).status).toBe(200);
    for (const client of [owner, admin]) {
      const res = await proofLink(client, order.id);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message: PROOF_LINK_CANCELLED, status: "cancelled" });
    }
    const proof = await createClient().get<ProofJson>(`/api/proofs/${token}`);
    expect(proof.status).toBe(200);
    expect(proof.body).toMatchObject({
      order: { id: order.id, status: "cancelled" },
      canApprove: false,
      canRequestChanges: false,
    });
    expect((await createClient().post(`/api/proofs/${token}/approve`)).status).toBe(409);
  });

  it("keeps a link replaced before the cancellation unknown (404)", async () => {
    const { order, token: leaked } = await orderWithProof(admin);
    const replaced = await admin.post<ProofLinkJson>(`/api/custom-orders/${order.id}/replace-proof-link`);
    expect(replaced.status).toBe(201);
    expect((await cancel(order.id)).status).toBe(200);
    expect((await createClient().get(`/api/proofs/${leaked}`)).status).toBe(404);
    const current = replaced.body.path.split("/").pop();
    expect((await createClient().get<ProofJson>(`/api/proofs/${current}`)).body.order.status).toBe(
      "cancelled",
    );
  });

  it("is not made for an archived order (409)", async () => {
    const { order } = await orderWithProof(admin);
    await db().update(customOrders).set({ archivedAt: new Date() }).where(eq(customOrders.id, order.id));
    const res = await proofLink(admin, order.id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: PROOF_LINK_ARCHIVED });
  });
});

describe("POST /api/custom-orders/:id/replace-proof-link (admin)", () => {
  const replace = (client: TestClient, id: number) =>
    client.post<ProofLinkJson & { message?: string }>(`/api/custom-orders/${id}/replace-proof-link`);

  it("ends the old link (404), e-mails the new one and records it with the admin", async () => {
    const { order, token } = await orderWithProof(admin);
    const res = await replace(admin, order.id);
    expect(res.status).toBe(201);
    const fresh = res.body.path.split("/").pop()!;
    expect(fresh).not.toBe(token);
    expect((await createClient().get(`/api/proofs/${token}`)).status).toBe(404);
    expect((await createClient().get(`/api/proofs/${fresh}`)).status).toBe(200);
    expect(await proofTokenFromMail(order.customerEmail)).toBe(fresh);
    // The order's proof link is now the new one.
    expect((await proofLink(admin, order.id)).body.path).toBe(res.body.path);
    const history = await admin.get<{ note: string | null; changedBy: string | null }[]>(
      `/api/custom-orders/${order.id}/history`,
    );
    expect(history.body.at(-1)?.note).toBe(PROOF_LINK_REPLACED_NOTE);
  });

  it("is for admins only, and refused without a mockup", async () => {
    const owner = (await signUp()).client;
    const { order } = await orderWithProof(admin, owner);
    expect((await replace(createClient(), order.id)).status).toBe(401);
    expect((await replace(owner, order.id)).status).toBe(403);
    const bare = await paidOrder(admin);
    const res = await replace(admin, bare.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(NO_MOCKUP_YET);
  });
});
