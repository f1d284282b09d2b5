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
  /** The caller's address (X-Forwarded-For only with TRUST_PROXY), e.g. for blog view counts. */
  clientIp: string;
}

export const requestContext = createContext<RequestContext>();
