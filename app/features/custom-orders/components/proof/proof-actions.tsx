import { PencilIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { toast } from "../../../../components/ui/sonner.tsx";
import { ApiError, apiRequest, errorMessage } from "../../../../lib/api.ts";
import type { ProofApprovalJson, ProofJson } from "../../proofs/mockups.schemas.ts";
import { ApproveDesign } from "./approve-design.tsx";
import { ProofCard } from "./proof-frame.tsx";
import { RequestChangesForm } from "./request-changes-form.tsx";

/** The customer's answer to the newest version: approve it (after a confirmation) or ask for changes. */
export function ProofActions({
  token,
  proof,
  onApproved,
  onChanged,
}: {
  token: string;
  proof: ProofJson;
  onApproved: (answer: ProofApprovalJson) => void;
  /** The proof changed on the server (answered here, or elsewhere meanwhile). */
  onChanged: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const latest = proof.mockups[0]!;
  const base = `/api/proofs/${encodeURIComponent(token)}`;

  const fail = (err: unknown) => {
    toast.error("Something went wrong", { description: errorMessage(err) });
    // 409: the mockup was answered or replaced meanwhile; show what stands now.
    if (err instanceof ApiError && err.status === 409) onChanged();
  };

  const approve = async () => {
    try {
      const res = await apiRequest("POST", `${base}/approve`);
      const answer = (await res.json()) as ProofApprovalJson;
      onApproved(answer);
      toast.success("Design Approved!", {
        description: answer.balancePaymentPath
          ? "Thank you! You can now pay the balance to start production."
          : "Thank you! Nothing is left to pay for this order.",
      });
    } catch (err) {
      fail(err);
    }
  };

  const requestChanges = async (comment: string) => {
    try {
      await apiRequest("POST", `${base}/request-changes`, { comment });
      toast.success("Changes Requested", {
        description: "Thank you! Our designer will send you a new version within 24 hours.",
      });
      setAsking(false);
      onChanged();
      return true;
    } catch (err) {
      fail(err);
      return false;
    }
  };

  return (
    <ProofCard title="Your answer">
      <p className="mb-5 text-sm text-muted-foreground">
        Happy with version {latest.version}? Approve it to move on to the balance payment. Anything to adjust?
        Tell us and we will send a new version.
      </p>
      {asking ? (
        <RequestChangesForm onSubmit={requestChanges} onCancel={() => setAsking(false)} />
      ) : (
        <div className="grid gap-3">
          <ApproveDesign
            version={latest.version}
            balance={proof.order.remainingBalance}
            quote={proof.quote}
            disabled={!proof.canApprove}
            onConfirm={approve}
          />
          <Button
            variant="outline"
            size="lg"
            className="w-full"
            disabled={!proof.canRequestChanges}
            onClick={() => setAsking(true)}
          >
            <PencilIcon aria-hidden="true" />
            Request Changes
          </Button>
        </div>
      )}
    </ProofCard>
  );
}
