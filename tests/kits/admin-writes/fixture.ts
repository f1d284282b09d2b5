// What the audit sweep (app/server/admin-audit.api.test.ts) needs of each admin write route: a
// way to make the call succeed, a way to make it fail, and the action the success records.
import type { AuditAction } from "../../../app/lib/audit-actions.ts";
import type { TestClient, TestResponse } from "../../helpers/client.ts";

export interface PreparedCalls {
  /** The call that changes something and succeeds (2xx): it writes exactly one audit row. */
  valid: () => Promise<TestResponse>;
  /** The same call refused (a bad body, an unknown id, a state that forbids it): no audit row. */
  failing: () => Promise<TestResponse>;
}

export interface AdminWriteFixture {
  /** What the valid call's audit row says was done. */
  action: AuditAction;
  /** Makes the records the calls need (as the signed-in admin, when that is simplest). */
  prepare: (admin: TestClient) => Promise<PreparedCalls>;
}

/** Fixtures by route, keyed `METHOD /path` with every path parameter written `:param`. */
export type AdminWriteFixtures = Record<string, AdminWriteFixture>;

/** An id no record has. */
export const UNKNOWN_ID = 999_999_999;
