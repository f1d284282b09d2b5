import { describe, expect, it } from "vitest";
import { createClient } from "../../tests/helpers/client.ts";
import { useTestDatabase } from "../../tests/helpers/db.ts";
import { getDatabase, useDatabase } from "../lib/db.server.ts";

useTestDatabase();

describe("the server shell", () => {
  it("answers the health check from the database", async () => {
    const res = await createClient().get("/healthz");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
  });

  it("answers the liveness probe without the database", async () => {
    const database = getDatabase();
    useDatabase(undefined);
    try {
      const res = await createClient().get("/livez");
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: "ok" });
    } finally {
      useDatabase(database);
    }
  });

  it("answers unknown API paths with JSON 404", async () => {
    const res = await createClient().get("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: "not_found" });
  });

  it("refuses a cross-site write", async () => {
    const res = await createClient().post("/api/auth/logout", {}, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });

  it("sends the security headers", async () => {
    const res = await createClient().get("/api/auth/user");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });
});
