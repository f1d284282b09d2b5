// The audit sweep: every admin route that changes something, found in the route table as the
// guard sweep finds them, writes exactly one audit row when it succeeds (naming the action, the
// admin and their address) and none when it is refused. A new admin write route fails here
// until it has a fixture in tests/kits/admin-writes/, or an exemption there with its reason.
import { gt, max } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema.ts";
import { adminWriteRoutes } from "../../tests/helpers/admin-routes.ts";
import { createClient } from "../../tests/helpers/client.ts";
import { useTestDatabase } from "../../tests/helpers/db.ts";
import { useJobs } from "../../tests/helpers/jobs.ts";
import { restoreSmtpUrl, setSmtpUrl } from "../../tests/helpers/smtp-env.ts";
import { ADMIN_WRITE_FIXTURES, AUDIT_EXEMPT } from "../../tests/kits/admin-writes/index.ts";
import { usePaypalEmulator } from "../../tests/kits/paypal-test-kit.ts";
import { signInAsAdmin } from "../../tests/kits/test-accounts.ts";
import type { CurrentUser } from "../lib/context.ts";
import { db } from "../lib/db.server.ts";
import { createApi } from "./api.ts";

useTestDatabase();
// Resending from the outbox needs an SMTP server's address; with no workers nothing is sent, and
// the mail the calls queue (and a campaign's first step) wait in the job queue.
beforeAll(() => setSmtpUrl("smtp://127.0.0.1:2525"));
afterAll(restoreSmtpUrl);
useJobs({ workers: false });
usePaypalEmulator();

const WRITE_ROUTES = adminWriteRoutes(createApi()).map((r) => `${r.method} ${r.path}`);
const FIXED_ROUTES = WRITE_ROUTES.filter((id) => Object.hasOwn(ADMIN_WRITE_FIXTURES, id));

const admin = createClient();
let user: CurrentUser;
beforeAll(async () => {
  user = (await signInAsAdmin(admin)).user;
});

const lastAuditId = async () =>
  (
    await db()
      .select({ id: max(auditLog.id) })
      .from(auditLog)
  )[0]?.id ?? 0;
const rowsAfter = (id: number) =>
  db().select().from(auditLog).where(gt(auditLog.id, id)).orderBy(auditLog.id);
const SECRET_KEY = /"[^"]*(password|token|secret|hash|salt)[^"]*":/i;

describe("the route table", () => {
  it("gives every admin write route a fixture, or a reason to record nothing", () => {
    const missing = WRITE_ROUTES.filter(
      (id) => !Object.hasOwn(ADMIN_WRITE_FIXTURES, id) && !Object.hasOwn(AUDIT_EXEMPT, id),
    );
    expect(missing, "add an audit fixture to tests/kits/admin-writes/ for each of these").toEqual([]);
  });

  it("has no fixture or exemption for a route that is gone", () => {
    const known = [...Object.keys(ADMIN_WRITE_FIXTURES), ...Object.keys(AUDIT_EXEMPT)];
    expect(known.filter((id) => !WRITE_ROUTES.includes(id))).toEqual([]);
  });
});

describe.each(FIXED_ROUTES)("%s", (id) => {
  const fixture = ADMIN_WRITE_FIXTURES[id]!;

  it(`records one "${fixture.action}" row when it succeeds, and none when it is refused`, async () => {
    const calls = await fixture.prepare(admin);
    const mark = await lastAuditId();

    const refused = await calls.failing();
    expect(refused.status, refused.text).toBeGreaterThanOrEqual(400);
    expect(refused.status, refused.text).toBeLessThan(500);
    expect(await rowsAfter(mark)).toEqual([]);

    const done = await calls.valid();
    expect(done.status, done.text).toBeGreaterThanOrEqual(200);
    expect(done.status, done.text).toBeLessThan(300);
    const rows = await rowsAfter(mark);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: fixture.action,
      actorUserId: user.id,
      actorUsername: user.username,
      ip: admin.ip,
    });
    expect(JSON.stringify([rows[0]!.before, rows[0]!.after])).not.toMatch(SECRET_KEY);
  });
});
