import { useCallback, useState } from "react";
import { OutboxPanel } from "../../mail/components/outbox-panel.tsx";
import { MarketingPanel } from "../../marketing/components/marketing-panel.tsx";

/**
 * The "Customers & Email" tab: campaigns, import and customers above the mail outbox,
 * which reloads when a campaign has written its e-mails.
 */
export function CustomersEmailTab() {
  const [mailVersion, setMailVersion] = useState(0);
  const mailWritten = useCallback(() => setMailVersion((v) => v + 1), []);
  return (
    <div className="grid gap-6">
      <MarketingPanel onMailWritten={mailWritten} />
      <OutboxPanel version={mailVersion} />
    </div>
  );
}
