import { CopyIcon, Link2Icon } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { apiRequest, errorMessage } from "../../../lib/api.ts";
import {
  type BalanceLinkJson,
  isBalancePaidStatus,
} from "../../custom-orders/balance/balance-payment.schemas.ts";
import type { CustomOrderStatus } from "../../custom-orders/index.ts";

export const GENERATE_FAILED = "Failed to generate the balance payment link.";

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function hintFor(status: CustomOrderStatus): string | null {
  if (status === "approved") return null;
  return isBalancePaidStatus(status) ? "The balance is paid." : "Available once the design is approved.";
}

/**
 * The admin generates a balance payment link for a custom order and the link is copied to the
 * clipboard. The new link replaces the old one and is e-mailed to the customer; a
 * failure shows the server's message.
 */
export function BalanceLinkButton({
  orderId,
  status,
  onGenerated,
}: {
  orderId: number;
  status: CustomOrderStatus;
  /** E.g. to reload the order's history, which records who sent the link. */
  onGenerated?: (url: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const hint = hintFor(status);

  const generate = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const res = await apiRequest("POST", `/api/custom-orders/${orderId}/generate-balance-link`, {});
      const { balancePaymentUrl } = (await res.json()) as BalanceLinkJson;
      setUrl(balancePaymentUrl);
      onGenerated?.(balancePaymentUrl);
      if (await copy(balancePaymentUrl)) {
        toast.success("Balance link copied", {
          description: "The link is on your clipboard and was e-mailed to the customer.",
        });
      } else {
        toast.success("Balance link generated", {
          description: "Copy it from the field below; it was also e-mailed to the customer.",
        });
      }
    } catch (err) {
      const message = errorMessage(err, GENERATE_FAILED);
      setFailure(message);
      toast.error("Error", { description: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-2 rounded-lg border bg-muted/30 p-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={generate} disabled={busy || hint !== null}>
          <Link2Icon aria-hidden="true" />
          {busy ? "Generating..." : "Generate Balance Link"}
        </Button>
        {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      </div>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      {url && (
        <div className="flex gap-2">
          <Input readOnly value={url} aria-label="Balance payment link" onFocus={(e) => e.target.select()} />
          <Button
            variant="outline"
            size="icon"
            aria-label="Copy balance payment link"
            onClick={async () => {
              if (await copy(url)) toast.success("Balance link copied");
            }}
          >
            <CopyIcon aria-hidden="true" />
          </Button>
        </div>
      )}
    </div>
  );
}
