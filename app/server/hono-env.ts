import type { SecureHeadersVariables } from "hono/secure-headers";
import type { CurrentUser } from "../lib/context.ts";

export interface AppEnv {
  Variables: SecureHeadersVariables & {
    requestId: string;
    user: CurrentUser | null;
    /** The raw session token from the cookie, when the session is valid. */
    sessionToken: string | null;
  };
}
