import { useEffect, useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { apiRequest } from "../../../lib/api.ts";
import type { AudienceJson } from "../marketing.schemas.ts";

const people = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "customer" : "customers"}`;

/**
 * The mass e-mail asks for confirmation first, stating how many customers will
 * receive it (read when the dialog opens, so it is the number the server will mail).
 */
export function CampaignConfirmDialog({
  code,
  offer,
  open,
  onOpenChange,
  onConfirm,
}: {
  code: string;
  offer: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const [audience, setAudience] = useState<AudienceJson | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    setAudience(null);
    setFailed(false);
    apiRequest("GET", `/api/campaigns/audience?discountCode=${encodeURIComponent(code)}`)
      .then(async (res) => setAudience((await res.json()) as AudienceJson))
      .catch(() => setFailed(true));
  }, [open, code]);

  const recipients = audience?.recipients ?? 0;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={audience ? `Send ${code} to ${people(recipients)}?` : `Send ${code}?`}
      description={
        <span className="grid gap-2">
          {failed ? (
            <span className="text-destructive">Could not count the recipients. Please try again.</span>
          ) : !audience ? (
            <span className="flex items-center gap-2">
              <Spinner label="Counting recipients" /> Counting the customers who will receive it...
            </span>
          ) : recipients === 0 ? (
            <span>
              Nobody can receive this code now: no customer who agreed to receive offers is left who has not
              already been sent it.
            </span>
          ) : (
            <span>
              {`${people(recipients)} who agreed to receive offers will each get one e-mail with code ${code} (${offer}), an unsubscribe link and the shop's postal address. This cannot be undone.`}
            </span>
          )}
          {audience && audience.alreadyReceived > 0 ? (
            <span>{`${people(audience.alreadyReceived)} already received ${code} in an earlier campaign and are left out.`}</span>
          ) : null}
        </span>
      }
      confirmLabel="Send e-mails"
      confirmDisabled={recipients === 0}
      onConfirm={async () => onConfirm()}
    />
  );
}
