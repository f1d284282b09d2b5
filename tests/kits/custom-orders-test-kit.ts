// For custom-order API tests: real artwork bytes, the builder's payload, and the prepare call
// as the browser makes it (multipart: the logo file and the orderData JSON).
import sharp from "sharp";
import type {
  PreparedOrderJson,
  PrepareOrderInput,
} from "../../app/features/custom-orders/custom-orders.schemas.ts";
import type { TestClient, TestResponse } from "../helpers/client.ts";

/** A small real PNG, drawn by sharp. */
export async function pngBytes(width = 64, height = 48): Promise<Uint8Array> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: "#185b37" } })
    .png()
    .toBuffer();
  return new Uint8Array(buffer);
}

export const SVG_LOGO = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Fairway club crest -->
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">
  <circle cx="50" cy="50" r="40" fill="#185b37"/>
</svg>
`;

/** 100 gold 1.5-inch locking pins in individual bags, rush: the priciest everyday order. */
export const PREMIUM_PINS = {
  quantity: 100,
  size: "1.5inch",
  plating: "gold",
  pinBack: "locking",
  packaging: "individual-bags",
  rushOrder: true,
} as const;

/** The builder's payload for 100 silver 1-inch rubber-back loose pins ($500.00), contact filled in. */
export function orderData(
  overrides: Record<string, unknown> = {},
): PrepareOrderInput & Record<string, unknown> {
  return {
    quantity: 100,
    size: "1inch",
    plating: "silver",
    pinBack: "rubber",
    packaging: "just-pins",
    rushOrder: false,
    customerName: "Ada Lovelace",
    customerEmail: `ada+${Math.random().toString(36).slice(2, 8)}@example.com`,
    ...overrides,
  };
}

export interface LogoFile {
  bytes: Uint8Array | string;
  name: string;
  type?: string;
}

export function prepareForm(data: unknown, logo?: LogoFile): FormData {
  const form = new FormData();
  if (logo) {
    const blob = new Blob([logo.bytes as BlobPart], { type: logo.type ?? "application/octet-stream" });
    form.append("logo", blob, logo.name);
  }
  form.append("orderData", typeof data === "string" ? data : JSON.stringify(data));
  return form;
}

export type PrepareResponse = TestResponse<PreparedOrderJson & { message?: string; code?: string }>;

/** `POST /api/custom-orders/prepare` with a PNG logo unless another is given. */
export async function prepare(client: TestClient, data: unknown, logo?: LogoFile): Promise<PrepareResponse> {
  const file = logo ?? { bytes: await pngBytes(), name: "crest.png", type: "image/png" };
  return client.post("/api/custom-orders/prepare", prepareForm(data, file)) as Promise<PrepareResponse>;
}
