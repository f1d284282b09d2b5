import { beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../../tests/helpers/db.ts";
import {
  orderWithProof,
  paidOrder,
  proofTokenFromMail,
  uploadMockup,
} from "../../../../tests/kits/proofs-test-kit.ts";
import { signInAsAdmin, signUp } from "../../../../tests/kits/test-accounts.ts";
import { ORDER_NOT_FOUND } from "../custom-orders.schemas.ts";
import { NO_MOCKUP_YET, type ProofJson, type ProofLinkJson } from "./mockups.schemas.ts";

useTestDatabase();

let admin: TestClient;
beforeAll(async () => {
  admin = (await signInAsAdmin()).client;
});

const proofLink = (client: TestClient, id: number, body: Record<string, unknown> = {}) =>
  client.post<ProofLinkJson & { message?: string }>(`/api/custom-orders/${id}/proof-link`, body);

describe("POST /api/custom-orders/:id/proof-link", () => {
  it("gives the signed-in owner a fresh link to the proof, beside the e-mailed one", async () => {
    const owner = (await signUp()).client;
    const { order, token } = await orderWithProof(admin, owner);
    const res = await proofLink(owner, order.id);
    expect(res.status).toBe(201);
    expect(res.body.path).toMatch(/^\/proof\/[A-Za-z0-9_-]{43}$/);
    const proof = await createClient().get<ProofJson>(`/api/proofs/${res.body.path.split("/").pop()}`);
    expect(proof.status).toBe(200);
    expect(proof.body.order.id).toBe(order.id);
    // The link in the customer's inbox keeps working.
    expect((await createClient().get(`/api/proofs/${token}`)).status).toBe(200);
  });

  it("stops working, like the e-mailed link, once a newer mockup is sent", async () => {
    const owner = (await signUp()).client;
    const { order } = await orderWithProof(admin, owner);
    const { body } = await proofLink(owner, order.id);
    await uploadMockup(admin, order.id);
    expect((await createClient().get(`/api/proofs/${body.path.split("/").pop()}`)).status).toBe(404);
    const latest = await proofTokenFromMail(order.customerEmail);
    expect((await createClient().get(`/api/proofs/${latest}`)).status).toBe(200);
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
