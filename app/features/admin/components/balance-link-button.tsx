import { CopyIcon, Link2Icon, RefreshCwIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { apiRequest, errorMessage } from "../../../lib/api.ts";
import {
  type BalanceLinkJson,
  isBalancePaidStatus,
} from "../../custom-orders/balance/balance-payment.schemas.ts";
import type { CustomOrderStatus } from "../../custom-orders/index.ts";

export const GENERATE_FAILED = "Failed to generate the balance payment link.";
export const REPLACE_FAILED = "Failed to replace the balance payment link.";

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

const announce = async ({ balancePaymentUrl: url, emailed }: BalanceLinkJson, replaced: boolean) => {
  const copied = await copy(url);
  const title = replaced ? "Balance link replaced" : copied ? "Balance link copied" : "Balance link ready";
  const sent = emailed ? "It was e-mailed to the customer." : "This is the link the customer already has.";
  const where = copied ? "The link is on your clipboard." : "Copy it from the field below.";
  toast.success(title, {
    description: replaced
      ? `The old link no longer works. ${where} ${emailed ? sent : ""}`.trim()
      : `${where} ${sent}`,
  });
};

/**
 * The admin's balance link for a custom order. "Generate Balance Link" answers the order's live
 * link (the one the customer holds; made and e-mailed only if there is none) and copies it.
 * "Replace link", after a confirmation, ends the old link (it leaked) and makes a new one,
 * recorded in the history. A failure shows the server's message.
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
  const [busy, setBusy] = useState<"generate" | "replace" | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const hint = hintFor(status);

  const canReplace = status === "approved" || isBalancePaidStatus(status);

  const request = async (action: "generate" | "replace") => {
    setBusy(action);
    setFailure(null);
    try {
      const res = await apiRequest("POST", `/api/custom-orders/${orderId}/${action}-balance-link`, {});
      const link = (await res.json()) as BalanceLinkJson;
      setUrl(link.balancePaymentUrl);
      onGenerated?.(link.balancePaymentUrl);
      await announce(link, action === "replace");
    } catch (err) {
      const message = errorMessage(err, action === "replace" ? REPLACE_FAILED : GENERATE_FAILED);
      setFailure(message);
      toast.error("Error", { description: message });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="grid gap-2 rounded-lg border bg-muted/30 p-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          onClick={() => void request("generate")}
          disabled={busy !== null || hint !== null}
        >
          <Link2Icon aria-hidden="true" />
          {busy === "generate" ? "Generating..." : "Generate Balance Link"}
        </Button>
        {canReplace && (
          <ConfirmDialog
            trigger={
              <Button variant="ghost" disabled={busy !== null}>
                <RefreshCwIcon aria-hidden="true" />
                {busy === "replace" ? "Replacing..." : "Replace link"}
              </Button>
            }
            title="Replace the balance link?"
            description="The link the customer has now stops working at once and a new one is made. Do this only if the link reached someone it should not have. The change is recorded in the order's history."
            confirmLabel="Replace link"
            destructive
            onConfirm={() => request("replace")}
          />
        )}
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
