// What a customer is shown loses the camera's EXIF; what a customer sent stays exactly as sent.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createClient } from "../../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../../tests/helpers/db.ts";
import { orderData, prepare } from "../../../../tests/kits/custom-orders-test-kit.ts";
import { paidOrder, proofTokenFromMail, uploadMockup } from "../../../../tests/kits/proofs-test-kit.ts";
import { useAdminClient } from "../../../../tests/kits/test-accounts.ts";
import { metadataOf, PDF_BYTES, phonePhotoBytes } from "../../../../tests/kits/upload-fixtures.ts";
import { createApp } from "../../../server/app.ts";
import type { CustomOrderJson } from "../custom-orders.schemas.ts";
import type { ProofJson } from "./mockups.schemas.ts";

useTestDatabase();

const admin = useAdminClient();

async function download(url: string) {
  const res = await createApp().request(`http://localhost${url}`);
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("mockups shown on the proof page", () => {
  // Re-encoding a 12-megapixel JPEG is a second of one core; more on a shared machine.
  it("lose the photo's EXIF (camera, GPS) and are turned upright", async () => {
    const order = await paidOrder(admin);
    const photo = await phonePhotoBytes();
    const res = await uploadMockup(admin, order.id, {
      file: { bytes: photo, name: "mockup.jpg", type: "image/jpeg" },
    });
    expect(res.status).toBe(201);
    const proof = await createClient().get<ProofJson>(
      `/api/proofs/${await proofTokenFromMail(order.customerEmail)}`,
    );
    const shown = proof.body.mockups.at(-1)!;
    const file = await download(shown.url);
    expect(file.status).toBe(200);
    expect(await metadataOf(file.bytes)).toMatchObject({
      format: "jpeg",
      hasExif: false,
      gps: false,
      camera: false,
      width: 3024,
      height: 4032,
    });
  }, 120_000);

  it("keeps a PDF mockup byte for byte", async () => {
    const order = await paidOrder(admin);
    const res = await uploadMockup(admin, order.id, {
      file: { bytes: PDF_BYTES, name: "mockup.pdf", type: "application/pdf" },
    });
    expect(res.status).toBe(201);
    expect(sha((await download(res.body.url)).bytes)).toBe(sha(PDF_BYTES));
  });
});

describe("customer artwork", () => {
  it("is stored exactly as uploaded, EXIF included, and its link reaches only the owner", async () => {
    const photo = await phonePhotoBytes("#7a2f45");
    const customer = createClient();
    const prepared = await prepare(customer, orderData(), {
      bytes: photo,
      name: "crest.jpg",
      type: "image/jpeg",
    });
    expect(prepared.status).toBe(201);
    const order = await admin.get<CustomOrderJson>(`/api/custom-orders/${prepared.body.id}`);
    expect(order.status).toBe(200);
    const file = await download(order.body.logoUrl!);
    expect(file.status).toBe(200);
    expect(sha(file.bytes)).toBe(sha(photo));
    expect(await metadataOf(file.bytes)).toMatchObject({ hasExif: true, gps: true, camera: true });

    const stranger = await createClient().get(`/api/custom-orders/${prepared.body.id}`);
    expect([401, 403, 404]).toContain(stranger.status);
    expect(stranger.text).not.toContain(order.body.logoUrl!);
  });
});
