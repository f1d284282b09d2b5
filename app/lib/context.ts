import { createContext } from "react-router";

export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  role: "customer" | "admin";
  emailVerified: boolean;
}

/** What the Hono server hands to every loader and action, so a page is one request. */
export interface RequestContext {
  user: CurrentUser | null;
  nonce: string;
  requestId: string;
  /** The caller's address (behind the proxies TRUST_PROXY names, from X-Forwarded-For), e.g. for blog view counts. */
  clientIp: string;
}

export const requestContext = createContext<RequestContext>();

/**
 * What a page's render learned about the database, per request: when a loader found it away,
 * the server renders the page again as "back in a moment" and answers 503 (app/server/app.ts).
 */
export interface PageFaults {
  databaseAway: boolean;
}

export const pageFaults = createContext<PageFaults>();
