import { RefreshCwIcon } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { apiRequest, errorMessage } from "../../../lib/api.ts";

export const REPLACE_PROOF_FAILED = "Failed to replace the proof link.";

/**
 * "Replace proof link": after a confirmation the order's proof link (it leaked) stops working and
 * a new one is e-mailed to the customer with the latest mockup; the history records it.
 */
export function ReplaceProofLink({ orderId, onReplaced }: { orderId: number; onReplaced?: () => void }) {
  const replace = async () => {
    try {
      await apiRequest("POST", `/api/custom-orders/${orderId}/replace-proof-link`, {});
      toast.success("Proof link replaced", {
        description: "The old link no longer works. The new one was e-mailed to the customer.",
      });
      onReplaced?.();
    } catch (err) {
      toast.error("Error", { description: errorMessage(err, REPLACE_PROOF_FAILED) });
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" className="justify-self-start">
          <RefreshCwIcon aria-hidden="true" />
          Replace proof link
        </Button>
      }
      title="Replace the proof link?"
      description="The link the customer has now stops working at once; a new one is e-mailed to them with the latest mockup. Do this only if the link reached someone it should not have. The change is recorded in the order's history."
      confirmLabel="Replace link"
      destructive
      stayOpen
      onConfirm={replace}
    />
  );
}
