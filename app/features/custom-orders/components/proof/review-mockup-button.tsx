import { EyeIcon } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../../components/ui/button.tsx";
import { toast } from "../../../../components/ui/sonner.tsx";
import { apiRequest, errorMessage } from "../../../../lib/api.ts";
import type { ProofLinkJson } from "../../proofs/mockups.schemas.ts";

/**
 * The order card's way to the proof page: the card holds no proof token, so whoever may see the
 * order (the signed-in owner, or the guest on the order's private page, with its view token)
 * asks for a fresh private link and goes there.
 */
export function ReviewMockupButton({
  customOrderId,
  viewToken,
}: {
  customOrderId: number;
  viewToken?: string;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const res = await apiRequest("POST", `/api/custom-orders/${customOrderId}/proof-link`, {
        ...(viewToken ? { token: viewToken } : {}),
      });
      const { path } = (await res.json()) as ProofLinkJson;
      await navigate(path);
    } catch (err) {
      toast.error("Could not open your mockup", { description: errorMessage(err) });
      setBusy(false);
    }
  };
  return (
    <Button onClick={open} disabled={busy} className="w-full sm:w-fit">
      <EyeIcon aria-hidden="true" />
      {busy ? "Opening..." : "Review Mockup"}
    </Button>
  );
}
