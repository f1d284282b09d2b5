// Server-side entry of marketing: the services routes, other features and tests may call.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export {
  CAMPAIGN_BATCH_SIZE,
  resumeStalledCampaigns,
  STALLED_CAMPAIGN_MINUTES,
} from "./campaign-runner.server.ts";
export { recordCustomer } from "./customers.server.ts";
export { ensureUnsubscribeToken, getUnsubscribeInfo, unsubscribeByToken } from "./unsubscribe.server.ts";
