import { useCallback, useEffect, useRef, useState } from "react";
import { apiRequest } from "../../lib/api.ts";
import { FINISHED_CAMPAIGN_STATUSES } from "./campaign-status.ts";
import type { CampaignJson } from "./marketing.schemas.ts";

/** How often a running campaign is read again; its job moves in batches of a hundred. */
const POLL_MS = 1500;

export const isFinished = (campaign: CampaignJson) => FINISHED_CAMPAIGN_STATUSES.includes(campaign.status);

/** Recipients who need nothing more from the campaign: delivered, failed, kept or skipped. */
export const processedOf = (c: CampaignJson) => c.sent + c.failed + c.kept + c.skipped;

/**
 * The campaign the admin is watching: set it from the POST's answer (or the latest campaign
 * when the page opens) and it is read again until it finishes (progress on the dashboard).
 */
export function useCampaignProgress(onFinished?: () => void) {
  const [campaign, setCampaign] = useState<CampaignJson | null>(null);
  const finishedRef = useRef(onFinished);
  finishedRef.current = onFinished;
  const running = campaign !== null && !isFinished(campaign);
  const id = campaign?.campaignId;

  useEffect(() => {
    if (!running || id === undefined) return;
    let stopped = false;
    const timer = setInterval(() => {
      apiRequest("GET", `/api/campaigns/${id}`)
        .then(async (res) => {
          const next = (await res.json()) as CampaignJson;
          if (stopped) return;
          setCampaign(next);
          if (isFinished(next)) finishedRef.current?.();
        })
        // A failed read is retried at the next tick; the bar just waits.
        .catch(() => undefined);
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [running, id]);

  const watch = useCallback((next: CampaignJson) => setCampaign(next), []);
  return { campaign, watch };
}
