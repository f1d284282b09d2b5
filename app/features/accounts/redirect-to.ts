// After sign-in the visitor returns to the page that sent them to /login (e.g. /admin), but
// only ever to a path of this site: `//evil.example` or `https://…` would be an open redirect.

export function safeRedirect(value: string | null | undefined, fallback = "/"): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}

export function loginPath(redirectTo: string): string {
  return `/login?redirectTo=${encodeURIComponent(redirectTo)}`;
}
