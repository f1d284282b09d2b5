import { CircleAlertIcon, CircleCheckIcon } from "lucide-react";
import { Progress } from "../../../components/ui/progress.tsx";
import type { CampaignJson } from "../marketing.schemas.ts";
import { isFinished, processedOf } from "../use-campaign-progress.ts";

const n = (value: number) => value.toLocaleString("en-US");

function Figure({ label, value, tone }: { label: string; value: number; tone?: "bad" }) {
  return (
    <div className="rounded-lg border bg-background px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd
        className={`text-lg font-semibold tabular-nums ${tone === "bad" && value > 0 ? "text-destructive" : ""}`}
      >
        {n(value)}
      </dd>
    </div>
  );
}

/** The campaign's bar while its job runs, then what happened to each recipient. */
export function CampaignProgress({ campaign }: { campaign: CampaignJson }) {
  const done = processedOf(campaign);
  const finished = isFinished(campaign);
  const heading = finished
    ? campaign.status === "cancelled"
      ? `Campaign ${campaign.discountCode} stopped`
      : `Campaign ${campaign.discountCode} finished`
    : `Sending ${campaign.discountCode}... ${n(done)} of ${n(campaign.total)}`;
  return (
    <section aria-label="Campaign progress" className="grid gap-3 rounded-lg border bg-muted/30 p-4">
      <div className="flex items-center gap-2 text-sm font-medium">
        {finished ? (
          campaign.status === "cancelled" ? (
            <CircleAlertIcon className="size-4 text-destructive" aria-hidden="true" />
          ) : (
            <CircleCheckIcon className="size-4 text-primary" aria-hidden="true" />
          )
        ) : null}
        <span role="status">{heading}</span>
      </div>
      <Progress value={done} max={Math.max(campaign.total, 1)} aria-label="Campaign progress" />
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="Sent" value={campaign.sent} />
        <Figure label="Failed" value={campaign.failed} tone="bad" />
        <Figure label="Waiting" value={campaign.pending + campaign.queued} />
        <Figure label="Recipients" value={campaign.total} />
      </dl>
      {campaign.kept > 0 ? (
        <p className="text-xs text-muted-foreground">
          {`${n(campaign.kept)} kept in the mail outbox below: no SMTP server is configured (SMTP_URL), so nothing left the shop.`}
        </p>
      ) : null}
      {campaign.skipped > 0 ? (
        <p className="text-xs text-muted-foreground">
          {`${n(campaign.skipped)} not sent: they unsubscribed after the campaign started, or it stopped.`}
        </p>
      ) : null}
      {campaign.failed > 0 ? (
        <p className="text-xs text-muted-foreground">
          Failed e-mails are retried automatically for a few hours.
        </p>
      ) : null}
      {campaign.lastError ? <p className="text-sm text-destructive">{campaign.lastError}</p> : null}
    </section>
  );
}
