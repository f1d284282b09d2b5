/**
 * "golfer@example.com" → "g•••••@e••••••.com": enough for the owner of the address to recognise
 * it on the unsubscribe page, too little for someone a link was forwarded to.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : "";
  const hide = (part: string) =>
    `${part.slice(0, 1)}${"•".repeat(Math.max(2, Math.min(part.length - 1, 8)))}`;
  return `${hide(local)}@${hide(host)}${tld}`;
}
