// Cross-site request forgery: writes are accepted only from the shop's own pages, named by
// Origin (or Referer) and compared with PUBLIC_URL's origin, never with the Host header the
// caller writes; with neither header, a body an HTML form could send is refused.
import { describe, expect, it } from "vitest";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { signUp } from "../../../tests/kits/test-accounts.ts";
import { env } from "../../lib/env.server.ts";
import { createApp } from "../app.ts";

useTestDatabase();

const app = createApp();

/** A raw request with exactly these headers (no Origin unless given). */
function send(url: string, init: { method?: string; headers?: Record<string, string>; body?: BodyInit }) {
  return app.request(url, {
    method: init.method ?? "POST",
    headers: { "x-forwarded-for": "10.77.0.1", ...init.headers },
    body: init.body,
  });
}

describe("CSRF checks on writes", () => {
  it("refuses an Origin that matches a forged Host header", async () => {
    const { client } = await signUp();
    const cookie = `sid=${client.cookies.get("sid")}`;
    const res = await send("http://evil.example/api/auth/logout", {
      headers: {
        origin: "http://evil.example",
        host: "evil.example",
        cookie,
        "content-type": "application/json",
      },
      body: "{}",
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Cross-site request refused", code: "forbidden" });
    // The session was not ended.
    expect((await client.get("/api/auth/user")).body).toMatchObject({ id: expect.any(Number) });
  });

  it.each(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"])(
    "refuses a %s body with neither Origin nor Referer",
    async (type) => {
      const { client } = await signUp();
      const res = await send("http://localhost/api/auth/logout", {
        headers: { cookie: `sid=${client.cookies.get("sid")}`, "content-type": type },
        body: "x=1",
      });
      expect(res.status).toBe(403);
      expect((await client.get("/api/auth/user")).body).toMatchObject({ id: expect.any(Number) });
    },
  );

  it("refuses a Referer from another site, and an opaque Origin", async () => {
    const json = { "content-type": "application/json" };
    const byReferer = await send("http://localhost/api/auth/logout", {
      headers: { ...json, referer: "http://evil.example/page" },
      body: "{}",
    });
    expect(byReferer.status).toBe(403);
    const opaque = await send("http://localhost/api/auth/logout", {
      headers: { ...json, origin: "null" },
      body: "{}",
    });
    expect(opaque.status).toBe(403);
  });

  it("accepts the shop's own Origin, or its Referer when Origin is absent", async () => {
    expect(new URL(env().publicUrl).origin).toBe("http://localhost");
    const byOrigin = await send("http://localhost/api/auth/logout", {
      headers: { origin: "http://localhost", "content-type": "text/plain" },
      body: "",
    });
    expect(byOrigin.status).toBe(200);
    const byReferer = await send("http://localhost/api/auth/logout", {
      headers: { referer: "http://localhost/account", "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(byReferer.status).toBe(200);
  });

  it("takes a loopback PUBLIC_URL's other loopback names as the same shop, and no other port", async () => {
    // A laptop run prints http://localhost:PORT; a browser opened at 127.0.0.1 is the same shop.
    for (const origin of ["http://127.0.0.1", "http://[::1]"]) {
      const res = await send("http://127.0.0.1/api/auth/logout", {
        headers: { origin, "content-type": "text/plain" },
        body: "",
      });
      expect(res.status, origin).toBe(200);
    }
    for (const origin of ["http://127.0.0.1:8080", "https://localhost", "http://localhost.evil.example"]) {
      const res = await send("http://localhost/api/auth/logout", {
        headers: { origin, "content-type": "text/plain" },
        body: "",
      });
      expect(res.status, origin).toBe(403);
    }
  });

  it("accepts a JSON write with neither header: a script or server, not a cross-site page", async () => {
    const res = await send("http://localhost/api/auth/logout", {
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(200);
  });

  it("accepts a form body with its own Authorization: a server's call, as an OAuth token request", async () => {
    const res = await send("http://localhost/api/auth/logout", {
      headers: {
        authorization: "Basic c2hvcDpzZWNyZXQ=",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    });
    expect(res.status).toBe(200);
  });

  it("lets a mail provider's one-click unsubscribe through: a form with no Origin", async () => {
    const res = await send(`http://localhost/api/unsubscribe/${"A".repeat(43)}`, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    // Past the check, to the token lookup: this token is nobody's.
    expect(res.status).toBe(404);
  });

  it("leaves reads alone", async () => {
    const res = await createClient().get("/api/auth/user", { origin: "http://evil.example" });
    expect(res.status).toBe(200);
  });
});
