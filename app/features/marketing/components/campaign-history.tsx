import { useEffect, useState } from "react";
import { Badge } from "../../../components/ui/badge.tsx";
import { apiRequest } from "../../../lib/api.ts";
import type { CampaignStatus } from "../campaign-status.ts";
import type { CampaignJson } from "../marketing.schemas.ts";

const SHOWN = 5;
const WHEN = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const LABELS: Record<CampaignStatus, string> = {
  queued: "Queued",
  sending: "Sending",
  delivering: "Delivering",
  done: "Done",
  cancelled: "Stopped",
};

/**
 * The last few campaigns with their tallies, so the owner sees what went out and when; read
 * again whenever `refreshKey` changes (an import, the watched campaign moving on).
 */
export function CampaignHistory({ refreshKey }: { refreshKey: string }) {
  const [campaigns, setCampaigns] = useState<CampaignJson[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    void refreshKey;
    apiRequest("GET", "/api/campaigns")
      .then(async (res) => {
        setCampaigns(((await res.json()) as CampaignJson[]).slice(0, SHOWN));
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, [refreshKey]);

  return (
    <section aria-label="Recent campaigns" className="grid gap-2">
      <h3 className="text-sm font-semibold">Recent campaigns</h3>
      {failed ? (
        <p className="text-sm text-destructive">Could not load the campaigns.</p>
      ) : campaigns === null ? (
        <p className="text-sm text-muted-foreground">Loading campaigns...</p>
      ) : campaigns.length === 0 ? (
        <p className="text-sm text-muted-foreground">No campaign has been sent yet.</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {campaigns.map((c) => (
            <li key={c.campaignId} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
              <span className="font-mono font-semibold">{c.discountCode}</span>
              <Badge
                variant={c.status === "done" ? "success" : c.status === "cancelled" ? "outline" : "secondary"}
              >
                {LABELS[c.status]}
              </Badge>
              <span className="w-full text-xs text-muted-foreground tabular-nums sm:ml-auto sm:w-auto">
                {`${c.sent} sent · ${c.failed} failed${c.kept ? ` · ${c.kept} kept` : ""} of ${c.total}`}
              </span>
              <span className="w-full text-xs text-muted-foreground">
                {WHEN.format(new Date(c.createdAt))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
