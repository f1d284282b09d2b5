import { Badge } from "../../../components/ui/badge.tsx";
import type { MailStatus } from "../mail-status.ts";

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  kept: "Kept in outbox",
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  const variant = status === "sent" ? "success" : status === "failed" ? "destructive" : "secondary";
  return <Badge variant={variant}>{MAIL_STATUS_LABELS[status]}</Badge>;
}
