import { useCallback, useState } from "react";
import { CampaignCard } from "./campaign-card.tsx";
import { CustomersList } from "./customers-list.tsx";
import { ImportCard } from "./import-card.tsx";

/**
 * The marketing half of the "Customers & Email" admin tab: campaigns, import and the
 * customer list. An import refreshes the list and the campaign's audience; `onMailWritten`
 * tells the page that a campaign finished writing its e-mails (the outbox beside it reloads).
 */
export function MarketingPanel({ onMailWritten }: { onMailWritten?: () => void }) {
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((v) => v + 1), []);
  const finished = useCallback(() => {
    changed();
    onMailWritten?.();
  }, [changed, onMailWritten]);
  return (
    <div className="grid gap-6">
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <CampaignCard version={version} onFinished={finished} />
        <ImportCard onImported={changed} />
      </div>
      <CustomersList version={version} />
    </div>
  );
}
