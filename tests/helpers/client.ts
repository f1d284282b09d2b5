import { createApp } from "../../app/server/app.ts";

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

let app: ReturnType<typeof createApp> | undefined;

/** Builds the app again on the next request (it reads some settings once, when it is made). */
export function resetTestApp(): void {
  app = undefined;
}

const theApp = () => {
  app ??= createApp();
  return app;
};

/**
 * A browser-like client for API tests: it keeps cookies, sends a same-site Origin on writes,
 * and gives each client its own address so rate limits are per client, as in real life.
 */
export function createClient(options: { ip?: string; headers?: Record<string, string> } = {}) {
  const jar = new Map<string, string>();
  const ip = options.ip ?? `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

  async function request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const h = new Headers({ "x-forwarded-for": ip, ...options.headers, ...headers });
    if (method !== "GET" && method !== "HEAD" && !h.has("origin")) h.set("origin", "http://localhost");
    if (jar.size) h.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = typeof body === "string" ? body : JSON.stringify(body);
      if (!h.has("content-type")) h.set("content-type", "application/json");
    }
    const res = await theApp().request(`http://localhost${path}`, { method, headers: h, body: payload });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attrs] = cookie.split(";");
      const [name, ...rest] = (pair ?? "").split("=");
      const value = rest.join("=");
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim())) || value === "";
      if (name && expired) jar.delete(name.trim());
      else if (name) jar.set(name.trim(), value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {}
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  return {
    ip,
    cookies: jar,
    request,
    get: <T = unknown>(path: string, headers?: Record<string, string>) =>
      request<T>("GET", path, undefined, headers),
    post: <T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) =>
      request<T>("POST", path, body ?? {}, headers),
    put: <T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) =>
      request<T>("PUT", path, body ?? {}, headers),
    patch: <T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) =>
      request<T>("PATCH", path, body ?? {}, headers),
    delete: <T = unknown>(path: string, headers?: Record<string, string>) =>
      request<T>("DELETE", path, undefined, headers),
  };
}

export type TestClient = ReturnType<typeof createClient>;
