import { purgeExpiredSessions } from "../features/accounts/index.server.ts";
import { purgeOldPostViews } from "../features/blog/index.server.ts";
import { purgeExpiredQuotes } from "../features/custom-orders/index.server.ts";
import { registerJob } from "../lib/jobs.server.ts";
import { purgeExpiredRateLimits } from "../lib/rate-limit.server.ts";

/**
 * Housekeeping: expired sessions, rate-limit windows, spent blog view keys and expired shared
 * quotes go every night.
 */
registerJob(
  "maintenance.purge",
  async () => {
    await purgeExpiredSessions();
    await purgeExpiredRateLimits();
    await purgeOldPostViews();
    await purgeExpiredQuotes();
  },
  { retryLimit: 2, schedule: { cron: "17 3 * * *" } },
);
