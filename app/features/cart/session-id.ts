// The guest cart is keyed by a browser-made random id (docs/product-rules.md#cart), kept under the key
// `sessionId` and sent as `X-Session-Id` on cart calls.

export const SESSION_ID_KEY = "sessionId";
/** 128 bits of randomness: 16 bytes, base64url without padding, is 22 characters. */
const SESSION_ID_BYTES = 16;
const WELL_FORMED = /^[A-Za-z0-9_-]{22,128}$/;

export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SESSION_ID_BYTES));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The id of this page when storage is blocked: the same for every call until it is left. */
let pageOnly: string | undefined;

/** The browser's cart id, made on first use; a tampered or missing value is replaced. */
export function getSessionId(): string {
  let id: string | null = null;
  try {
    id = localStorage.getItem(SESSION_ID_KEY);
  } catch {
    // Storage can be blocked (private modes, strict settings): the id then lasts for this page.
  }
  if (id && WELL_FORMED.test(id)) return id;
  const fresh = pageOnly ?? newSessionId();
  try {
    localStorage.setItem(SESSION_ID_KEY, fresh);
  } catch {
    // See above: kept for the page, so its cart calls and its payment's calls name one browser.
    pageOnly = fresh;
  }
  return fresh;
}
