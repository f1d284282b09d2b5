// The custom checkout's URL: `customOrderId` and `orderData`, the
// base64 of a JSON object holding only the prepared order's id and the checkout token the
// prepare call gave this browser. No name, e-mail or price ever travels in the URL.

export interface CheckoutReference {
  id: number;
  token: string;
}

function toBase64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

function fromBase64(text: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)));
}

export function customCheckoutUrl(reference: CheckoutReference): string {
  const orderData = toBase64(JSON.stringify({ id: reference.id, token: reference.token }));
  const query = new URLSearchParams({ customOrderId: String(reference.id), orderData });
  return `/checkout?${query}`;
}

/** The reference in a checkout URL's query, or null when it is missing or malformed. */
export function readCheckoutReference(params: URLSearchParams): CheckoutReference | null {
  const customOrderId = params.get("customOrderId");
  const orderData = params.get("orderData");
  if (!customOrderId || !orderData) return null;
  try {
    const parsed: unknown = JSON.parse(fromBase64(orderData));
    if (!parsed || typeof parsed !== "object") return null;
    const { id, token } = parsed as Record<string, unknown>;
    if (!Number.isSafeInteger(id) || (id as number) <= 0 || String(id) !== customOrderId) return null;
    if (typeof token !== "string" || !/^[\w-]{16,200}$/.test(token)) return null;
    return { id: id as number, token };
  } catch {
    return null;
  }
}

/** Where a paid deposit leads. */
export function trackOrderUrl(customOrderId: number): string {
  return `/track-order?id=${customOrderId}&type=custom&fromCheckout=true`;
}
