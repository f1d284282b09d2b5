// The HTTP side of the PayPal client: base URL and credentials by mode, the OAuth token cache,
// and one `call` with a deadline, bounded retries under the same PayPal-Request-Id, and one
// token renewal. See docs/decisions/003-payments.md.
import type { z } from "zod";
import { env } from "../../lib/env.server.ts";
import { logger } from "../../lib/logger.server.ts";
import { EMULATOR_WEBHOOK_ID } from "./emulator-config.ts";
import {
  IN_PROGRESS_ISSUES,
  inProgress,
  issueOf,
  misconfigured,
  type PaypalError,
  refusal,
  unavailable,
} from "./paypal-errors.server.ts";
import { type PaypalCredentials, testModeCredentials } from "./test-mode-credentials.server.ts";

export const PAYPAL_LIVE_BASE = "https://api-m.paypal.com";
export const PAYPAL_SANDBOX_BASE = "https://api-m.sandbox.paypal.com";
/** A network error, a timeout or a 5xx is tried again this many times, with the same request id. */
export const PAYPAL_RETRIES = 2;
export const PAYPAL_TIMEOUT_MS = 10_000;
const RETRY_DELAY_MS = 300;
/**
 * A request PayPal is still working on (409 PREVIOUS_REQUEST_IN_PROGRESS, 422
 * ORDER_COMPLETION_IN_PROGRESS) is sent again with the same PayPal-Request-Id this many times,
 * waiting longer each time; after that it is left to reconciliation as "being processed".
 */
export const PAYPAL_IN_PROGRESS_RETRIES = 3;
const IN_PROGRESS_DELAY_MS = 1_000;
/** A token is renewed this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

export type PaypalFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface PaypalTransport {
  fetch: PaypalFetch;
  /** Replaces the configured base URL (tests point it at the emulator inside the app). */
  base?: string;
  timeoutMs: number;
  retryDelayMs: number;
  /** The first wait before asking again about a request PayPal says is still in progress. */
  inProgressDelayMs: number;
}

let override: Partial<PaypalTransport> | undefined;
const tokens = new Map<string, { value: Promise<string>; expiresAt: number }>();

/** Tests route the client to the emulator through `app.request`, with short timeouts. */
export function setPaypalTransport(transport: Partial<PaypalTransport> | undefined): void {
  override = transport;
  tokens.clear();
}

function transport(): PaypalTransport {
  return {
    fetch: override?.fetch ?? ((url, init) => fetch(url, init)),
    base: override?.base,
    timeoutMs: override?.timeoutMs ?? PAYPAL_TIMEOUT_MS,
    retryDelayMs: override?.retryDelayMs ?? RETRY_DELAY_MS,
    inProgressDelayMs: override?.inProgressDelayMs ?? IN_PROGRESS_DELAY_MS,
  };
}

export function paypalBaseUrl(): string {
  const e = env();
  const base =
    override?.base ??
    e.PAYPAL_API_BASE ??
    (e.paymentsTestMode
      ? `${e.publicUrl}/__paypal`
      : e.PAYPAL_ENV === "live"
        ? PAYPAL_LIVE_BASE
        : PAYPAL_SANDBOX_BASE);
  return base.replace(/\/$/, "");
}

/** The environment's keys for real PayPal; in test mode the ones this shop made for its emulator. */
async function credentials(): Promise<PaypalCredentials> {
  const e = env();
  if (e.paymentsTestMode) return testModeCredentials();
  return { clientId: e.PAYPAL_CLIENT_ID ?? "", secret: e.PAYPAL_CLIENT_SECRET ?? "" };
}

/**
 * The client id PayPal's buttons load with. Test mode has no PayPal script to load, so the
 * emulator's credentials never reach a browser.
 */
export function paypalClientId(): string {
  const e = env();
  return e.paymentsTestMode ? "" : (e.PAYPAL_CLIENT_ID ?? "");
}

/** The webhook id PayPal signs our events for (the emulator's own one in test mode). */
export function paypalWebhookId(): string | undefined {
  const e = env();
  return e.PAYPAL_WEBHOOK_ID || (e.paymentsTestMode ? EMULATOR_WEBHOOK_ID : undefined);
}

export interface CallOptions {
  method: "GET" | "POST";
  body?: unknown;
  /** A body already in JSON text, sent byte for byte. */
  rawJson?: string;
  /** Required on every POST that PayPal could carry out twice. */
  requestId?: string;
  headers?: Record<string, string>;
}

/** Runs one request with a deadline that holds even if the transport ignores the abort signal. */
async function attempt(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ status: number; body: unknown }> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`PayPal did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([
      (async () => {
        const res = await transport().fetch(url, { ...init, signal: controller.signal });
        const text = await res.text();
        let body: unknown = null;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          body = text;
        }
        return { status: res.status, body };
      })(),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one PayPal call: bearer token, bounded retries on network errors and 5xx with the same
 * PayPal-Request-Id, one token renewal on a 401, and a few slower retries while PayPal says the
 * same request is still in progress. Answers the 2xx body; throws PaypalError.
 */
export async function call(path: string, options: CallOptions): Promise<unknown> {
  const { timeoutMs, retryDelayMs, inProgressDelayMs } = transport();
  const url = `${paypalBaseUrl()}${path}`;
  let renewed = false;
  let lastFailure: PaypalError | undefined;
  let inProgressTries = 0;
  for (let tries = 0; tries <= PAYPAL_RETRIES; tries++) {
    if (tries > 0) await sleep(retryDelayMs * tries);
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      accept: "application/json",
      prefer: "return=representation",
      ...options.headers,
    };
    const body = options.rawJson ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined) headers["content-type"] = "application/json";
    if (options.requestId) headers["paypal-request-id"] = options.requestId;
    const init: RequestInit = { method: options.method, headers, body };
    let result: { status: number; body: unknown };
    try {
      result = await attempt(url, init, timeoutMs);
    } catch (err) {
      lastFailure = unavailable(0, err);
      logger().warn({ err, path, requestId: options.requestId, tries }, "PayPal call failed, retrying");
      continue;
    }
    if (result.status === 401) {
      // An expired or revoked token: one fresh token, then the same request again.
      if (!renewed) {
        renewed = true;
        tokens.clear();
        tries--;
        continue;
      }
      // PayPal refuses a token it has just issued (AUTHENTICATION_FAILURE): nothing was done,
      // and only the owner can mend it, so the shopper is told payments are not available.
      logger().error(
        { status: result.status, issue: issueOf(result.body), path, base: paypalBaseUrl() },
        "PayPal refused the shop's fresh access token (AUTHENTICATION_FAILURE): check PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_ENV",
      );
      throw misconfigured(result.status, "AUTHENTICATION_FAILURE");
    }
    if (result.status >= 500 || result.status === 429) {
      lastFailure = unavailable(result.status);
      logger().warn(
        { status: result.status, path, requestId: options.requestId, tries },
        "PayPal answered an error, retrying",
      );
      continue;
    }
    const issue = result.status >= 400 ? issueOf(result.body) : undefined;
    if (issue && IN_PROGRESS_ISSUES.has(issue) && options.requestId) {
      if (inProgressTries >= PAYPAL_IN_PROGRESS_RETRIES) throw inProgress(result.status, issue);
      inProgressTries++;
      logger().info(
        { status: result.status, issue, path, requestId: options.requestId, inProgressTries },
        "PayPal is still processing this request, asking again",
      );
      await sleep(inProgressDelayMs * 2 ** (inProgressTries - 1));
      tries--;
      continue;
    }
    if (result.status >= 400) throw refusal(result.status, result.body);
    return result.body;
  }
  throw lastFailure ?? unavailable(0);
}

export function parse<S extends z.ZodType>(schema: S, body: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    logger().error({ issues: parsed.error.issues, what }, "PayPal answered an unexpected shape");
    throw unavailable(200, parsed.error);
  }
  return parsed.data;
}

/** OAuth client credentials; one token per base and client, shared until shortly before it expires. */
async function accessToken(): Promise<string> {
  const { clientId, secret } = await credentials();
  const key = `${paypalBaseUrl()}|${clientId}`;
  const cached = tokens.get(key);
  if (cached && cached.expiresAt > Date.now()) return cached.value;
  // While the request is in flight every caller shares it; its answer sets the real expiry.
  const entry = { value: Promise.resolve(""), expiresAt: Number.POSITIVE_INFINITY };
  entry.value = fetchToken(clientId, secret).then(
    ({ token, lifetimeMs }) => {
      entry.expiresAt = Date.now() + Math.max(0, lifetimeMs - TOKEN_MARGIN_MS);
      return token;
    },
    (err: unknown) => {
      tokens.delete(key);
      throw err;
    },
  );
  tokens.set(key, entry);
  return entry.value;
}

async function fetchToken(clientId: string, secret: string): Promise<{ token: string; lifetimeMs: number }> {
  let result: { status: number; body: unknown };
  try {
    result = await attempt(
      `${paypalBaseUrl()}/v1/oauth2/token`,
      {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}`,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: "grant_type=client_credentials",
      },
      transport().timeoutMs,
    );
  } catch (err) {
    throw unavailable(0, err);
  }
  const body = result.body as { access_token?: unknown; expires_in?: unknown; error?: unknown } | null;
  if (result.status === 401 || body?.error === "invalid_client") {
    logger().error(
      { status: result.status, error: body?.error, base: paypalBaseUrl(), clientId },
      "PayPal refused the shop's credentials (invalid_client): check PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_ENV",
    );
    throw misconfigured(result.status);
  }
  if (result.status !== 200 || typeof body?.access_token !== "string") {
    logger().error({ status: result.status }, "PayPal did not give an OAuth token");
    throw unavailable(result.status);
  }
  const seconds = typeof body.expires_in === "number" ? body.expires_in : 300;
  return { token: body.access_token, lifetimeMs: seconds * 1000 };
}

/**
 * Asks PayPal for a token once, at start-up, so wrong credentials are said plainly in the log
 * rather than discovered by the first shopper. Answers what it found; never throws.
 */
export async function checkPaypalCredentials(): Promise<"ok" | "invalid" | "unreachable"> {
  try {
    // Always a fresh token call: a cached token would say nothing about the credentials now.
    const { clientId, secret } = await credentials();
    await fetchToken(clientId, secret);
    return "ok";
  } catch (err) {
    const issue = (err as PaypalError).issue;
    if (issue === "INVALID_CLIENT_CREDENTIALS") return "invalid";
    logger().warn({ err }, "PayPal could not be reached to check the credentials at start-up");
    return "unreachable";
  }
}
