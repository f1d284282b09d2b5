import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, errorMessage } from "./api.ts";

function answer(status: number, body: string, statusText = "") {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(body || null, { status, statusText }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends cookies and a JSON body with a JSON content type", async () => {
    const fetchMock = answer(200, "{}");
    await apiRequest("POST", "/api/auth/logout", {});
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/auth/logout");
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: "{}" });
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
  });

  it("sends no body and no content type on a read", async () => {
    const fetchMock = answer(200, "[]");
    await apiRequest("GET", "/api/cart", undefined, { "X-Session-Id": "abc" });
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).get("content-type")).toBeNull();
    expect(new Headers(init?.headers).get("x-session-id")).toBe("abc");
  });

  it('turns a non-OK answer into "{status}: {body text}"', async () => {
    answer(401, '{"message":"Invalid username or password","code":"unauthorized"}');
    const err = await apiRequest("POST", "/api/auth/login", {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
    expect((err as Error).message).toBe(
      '401: {"message":"Invalid username or password","code":"unauthorized"}',
    );
  });

  it("uses the status text when the body is empty", async () => {
    answer(503, "", "Service Unavailable");
    await expect(apiRequest("GET", "/api/cart")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("errorMessage", () => {
  it("extracts the server's message field", () => {
    expect(
      errorMessage(new ApiError(409, '409: {"message":"That username is taken","code":"conflict"}')),
    ).toBe("That username is taken");
  });

  it("keeps a plain-text body as it is", () => {
    expect(errorMessage(new ApiError(502, "502: Bad Gateway"))).toBe("Bad Gateway");
  });

  it("falls back when the answer had an empty body, whatever its status text", () => {
    const empty = new ApiError(500, "500: Internal Server Error", "");
    expect(empty.message).toBe("500: Internal Server Error");
    expect(errorMessage(empty, "Failed to remove item")).toBe("Failed to remove item");
  });

  it("keeps a network failure's own message", () => {
    expect(errorMessage(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
  });

  it("falls back for anything that is not an error", () => {
    expect(errorMessage("nope", "Try again")).toBe("Try again");
  });
});
