import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customOrders, users } from "../../../../db/schema.ts";
import { createClient } from "../../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../../tests/helpers/db.ts";
import { orderData, prepareForm } from "../../../../tests/kits/custom-orders-test-kit.ts";
import { preparedOrder } from "../../../../tests/kits/lifecycle-test-kit.ts";
import { signUp, useAdminClient } from "../../../../tests/kits/test-accounts.ts";
import { db } from "../../../lib/db.server.ts";
import { createApp } from "../../../server/app.ts";
import type { CustomOrderJson } from "../custom-orders.schemas.ts";
import { createOrderLink, revokeOrderLinks } from "../order-links.server.ts";
import { REORDER_NOT_READY, type ReorderJson } from "./custom-order-lifecycle.schemas.ts";

useTestDatabase();

const admin = useAdminClient();

const viewByToken = (token: string) =>
  createClient().get<CustomOrderJson & { message?: string; code?: string }>(`/api/order-links/${token}`);

describe("GET /api/order-links/:token (the guest order page)", () => {
  it("answers the order to whoever holds a view link, without signing in, never cached or referred", async () => {
    const order = await preparedOrder();
    const token = await db().transaction((tx) => createOrderLink(tx, order.id, "view"));
    const res = await viewByToken(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: order.id, status: "pending", quantity: 100, trackingNumber: null });
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("is the same 404 for an unknown, revoked, other-purpose or malformed token and an archived order", async () => {
    const order = await preparedOrder();
    const [view, proof] = await db().transaction(async (tx) => [
      await createOrderLink(tx, order.id, "view"),
      await createOrderLink(tx, order.id, "proof"),
    ]);
    const unknown = await viewByToken("A".repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "Order not found", code: "not_found" });
    expect((await viewByToken(proof)).status).toBe(404);
    expect((await viewByToken("x".repeat(300))).status).toBe(404);

    const archived = await preparedOrder();
    const archivedToken = await db().transaction((tx) => createOrderLink(tx, archived.id, "view"));
    await db().update(customOrders).set({ archivedAt: new Date() }).where(eq(customOrders.id, archived.id));
    expect((await viewByToken(archivedToken)).status).toBe(404);

    await db().transaction((tx) => revokeOrderLinks(tx, order.id, "view"));
    expect((await viewByToken(view)).status).toBe(404);
  });
});

describe("POST /api/custom-orders/:id/reorder", () => {
  /** A signed-in customer's order, moved to `status` by the admin. */
  async function ownOrder(status: string) {
    const owner = await signUp();
    const order = await preparedOrder(owner.client, {
      quantity: 250,
      size: "1.5inch",
      plating: "gold",
      pinBack: "locking",
      packaging: "individual-bags,backer-cards",
      rushOrder: true,
    });
    // Moved straight on by the admin, who confirms the unpaid balance (docs/product-rules.md#guarded-status-changes).
    await admin.patch(`/api/custom-orders/${order.id}/status`, { status, reason: "Paid by bank transfer" });
    return { owner, order };
  }

  it("gives the owner the options and the stored artwork", async () => {
    const { owner, order } = await ownOrder("delivered");
    const res = await owner.client.post<ReorderJson>(`/api/custom-orders/${order.id}/reorder`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      orderId: order.id,
      quantity: 250,
      size: "1.5inch",
      plating: "gold",
      pinBack: "locking",
      packaging: ["individual-bags", "backer-cards"],
      rushOrder: true,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      logo: { url: order.logoUrl, fileName: "crest.png" },
    });

    const artwork = await fetchArtwork(res.body.logo!.url);
    expect([...artwork.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it("lets a reordered artwork through prepare, stored under a new key", async () => {
    const { owner, order } = await ownOrder("shipped");
    const again = (await owner.client.post<ReorderJson>(`/api/custom-orders/${order.id}/reorder`)).body;
    const file = await fetchArtwork(again.logo!.url);
    const { logo: _logo, orderId: _id, ...options } = again;
    const form = prepareForm(
      orderData({ ...options, packaging: options.packaging.join(","), rushOrder: false }),
      { bytes: file, name: again.logo!.fileName, type: "image/png" },
    );
    const prepared = await owner.client.post<CustomOrderJson>("/api/custom-orders/prepare", form);
    expect(prepared.status).toBe(201);
    expect(prepared.body).toMatchObject({ quantity: 250, plating: "gold", logoFileName: "crest.png" });
    expect(prepared.body.logoUrl).not.toBe(order.logoUrl);
  });

  it("is the owner's only: another customer and an admin get 404, a guest 401", async () => {
    const { order } = await ownOrder("delivered");
    expect((await (await signUp()).client.post(`/api/custom-orders/${order.id}/reorder`)).status).toBe(404);
    expect((await admin.post(`/api/custom-orders/${order.id}/reorder`)).status).toBe(404);
    expect((await createClient().post(`/api/custom-orders/${order.id}/reorder`)).status).toBe(401);
    expect((await admin.post("/api/custom-orders/999999/reorder")).status).toBe(404);
  });

  it("includes a guest order under the owner's e-mail once it is verified", async () => {
    const owner = await signUp();
    const order = await preparedOrder(createClient(), { customerEmail: owner.account.email });
    await admin.patch(`/api/custom-orders/${order.id}/status`, {
      status: "delivered",
      reason: "Paid by bank transfer",
    });
    expect((await owner.client.post(`/api/custom-orders/${order.id}/reorder`)).status).toBe(404);
    await db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, owner.user.id));
    expect((await owner.client.post(`/api/custom-orders/${order.id}/reorder`)).status).toBe(200);
  });

  it("waits until the pins have shipped (409)", async () => {
    const { owner, order } = await ownOrder("in_production");
    const res = await owner.client.post(`/api/custom-orders/${order.id}/reorder`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: REORDER_NOT_READY, code: "conflict" });
  });
});

/** The stored artwork's bytes, as the builder fetches them. */
async function fetchArtwork(url: string): Promise<Uint8Array> {
  const res = await createApp().request(`http://localhost${url}`);
  if (res.status !== 200) throw new Error(`artwork ${url}: ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}
