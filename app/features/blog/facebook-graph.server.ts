// The two Graph API calls the shop makes for its Facebook Page: publish a link post on the
// Page's feed, and look for one among its recent posts. Configured by FACEBOOK_PAGE_ID and
// FACEBOOK_PAGE_ACCESS_TOKEN (https://developers.facebook.com/docs/pages-api/posts).
import { env } from "../../lib/env.server.ts";

/** A slow Graph answer is given up after this long; the job tries again later. */
export const GRAPH_TIMEOUT_MS = 15_000;

export interface FacebookPage {
  pageId: string;
  accessToken: string;
  graphUrl: string;
}

/** The configured Page, or null when sharing is off. */
export function facebookPage(): FacebookPage | null {
  const e = env();
  if (!e.FACEBOOK_PAGE_ID || !e.FACEBOOK_PAGE_ACCESS_TOKEN) return null;
  return {
    pageId: e.FACEBOOK_PAGE_ID,
    accessToken: e.FACEBOOK_PAGE_ACCESS_TOKEN,
    graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/$/, ""),
  };
}

/**
 * A failed call. `definite` says Facebook certainly did not act on it (it answered with an
 * error, or the connection was never made); otherwise a post may exist despite the failure.
 */
export class GraphError extends Error {
  readonly status: number | null;
  readonly definite: boolean;

  constructor(message: string, status: number | null, definite: boolean) {
    super(message);
    this.name = "GraphError";
    this.status = status;
    this.definite = definite;
  }
}

/** Errors where the request never reached Facebook. */
const NOT_SENT = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

function networkError(err: unknown): GraphError {
  const cause = (err as { cause?: { code?: unknown } }).cause;
  const code = typeof cause?.code === "string" ? cause.code : undefined;
  if (code && NOT_SENT.has(code))
    return new GraphError(`Facebook could not be reached (${code})`, null, true);
  const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
  return new GraphError(
    timedOut ? "Facebook did not answer in time" : `The connection to Facebook failed (${code ?? "unknown"})`,
    null,
    false,
  );
}

async function graphCall(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS) });
  } catch (err) {
    throw networkError(err);
  }
  let body: Record<string, unknown> = {};
  try {
    body = (await res.json()) as Record<string, unknown>;
  } catch {
    if (res.ok) throw new GraphError("Facebook's answer could not be read", res.status, false);
  }
  if (!res.ok) {
    const error = body.error as { message?: unknown } | undefined;
    const reason = typeof error?.message === "string" ? error.message : res.statusText;
    throw new GraphError(`Facebook refused the post (${res.status}): ${reason}`, res.status, true);
  }
  return body;
}

/** Publishes `{message, link}` on the Page's feed; answers the new post's id. */
export async function postToPageFeed(
  page: FacebookPage,
  post: { message: string; link: string },
): Promise<string> {
  // The token travels in the form body, never in a URL that a proxy could log.
  const body = new URLSearchParams({ ...post, access_token: page.accessToken });
  const answer = await graphCall(`${page.graphUrl}/${encodeURIComponent(page.pageId)}/feed`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  if (typeof answer.id !== "string" || !answer.id) {
    throw new GraphError("Facebook's answer has no post id", 200, false);
  }
  return answer.id;
}

/** The id of a Page post with exactly this message made since `since`, if there is one. */
export async function findPagePost(
  page: FacebookPage,
  search: { message: string; since: Date },
): Promise<string | null> {
  const query = new URLSearchParams({
    fields: "id,message",
    since: String(Math.floor(search.since.getTime() / 1000)),
    limit: "100",
    access_token: page.accessToken,
  });
  // A GET carries the token as Graph's documented `access_token` parameter; it is never logged.
  const answer = await graphCall(`${page.graphUrl}/${encodeURIComponent(page.pageId)}/feed?${query}`);
  const posts = Array.isArray(answer.data) ? (answer.data as { id?: unknown; message?: unknown }[]) : [];
  const match = posts.find((p) => typeof p.id === "string" && p.message === search.message);
  return match ? String(match.id) : null;
}
