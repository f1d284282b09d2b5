import { purgeExpiredSessions } from "../features/accounts/sessions.server.ts";
import { registerJob } from "../lib/jobs.server.ts";
import { purgeExpiredRateLimits } from "../lib/rate-limit.server.ts";

/** Housekeeping: expired sessions and rate-limit windows are removed every night. */
registerJob(
  "maintenance.purge",
  async () => {
    await purgeExpiredSessions();
    await purgeExpiredRateLimits();
  },
  { retryLimit: 2, schedule: { cron: "17 3 * * *" } },
);
