import { CircleAlertIcon, HourglassIcon, MailIcon, SearchXIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { EmailLink } from "../../../../components/email-link.tsx";
import { TryAgainButton } from "../../../../components/try-again-button.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { useRootData } from "../../../../lib/root-data.ts";
import { PROOF_LINK_EXPIRED, type ProofJson } from "../../proofs/mockups.schemas.ts";
import { MockupHistory } from "./mockup-history.tsx";
import { MockupViewer } from "./mockup-viewer.tsx";
import { ProofActions } from "./proof-actions.tsx";
import { ProofFrame, ProofMessage } from "./proof-frame.tsx";
import { ProofOrderSummary } from "./proof-order-summary.tsx";
import { ProofOutcome } from "./proof-outcome.tsx";
import { ProofRequote } from "./proof-requote.tsx";
import { useProof } from "./use-proof.ts";

/** `/proof/{token}`: the customer's private page to approve a mockup or ask for changes. */
export function ProofPage({ token }: { token: string }) {
  const { state, reload } = useProof(token);
  const supportEmail = useRootData()?.shop.supportEmail;
  if (state.status === "loading") return <ProofLoading />;
  if (state.status === "missing" || state.status === "expired") {
    const expired = state.status === "expired";
    return (
      <ProofMessage
        title={expired ? "Proof Link Expired" : "Proof Not Found"}
        detail={
          expired
            ? PROOF_LINK_EXPIRED
            : "This mockup link is not valid: it may have been replaced. Please use the link in our latest e-mail, or contact support for help."
        }
        icon={expired ? <HourglassIcon aria-hidden="true" /> : <SearchXIcon aria-hidden="true" />}
      >
        <Button asChild>
          <Link to="/track-order">Track your order</Link>
        </Button>
        {supportEmail && (
          <Button asChild variant="outline">
            <a href={`mailto:${supportEmail}`}>
              <MailIcon aria-hidden="true" /> Contact support
            </a>
          </Button>
        )}
      </ProofMessage>
    );
  }
  if (state.status === "error") {
    return (
      <ProofMessage
        title="We couldn't load your mockup"
        detail="Please check your connection and try again."
        icon={<CircleAlertIcon aria-hidden="true" />}
      >
        <TryAgainButton onClick={() => reload()} />
      </ProofMessage>
    );
  }
  return (
    <ProofReady
      token={token}
      proof={state.proof}
      onChanged={() => reload(true)}
      supportEmail={supportEmail}
    />
  );
}

function ProofReady({
  token,
  proof,
  onChanged,
  supportEmail,
}: {
  token: string;
  proof: ProofJson;
  onChanged: () => void;
  supportEmail?: string;
}) {
  // The balance link's path exists in clear only in the approve call's answer.
  const [balancePath, setBalancePath] = useState<string | null>(null);
  const [latest, ...earlier] = proof.mockups;
  const open = proof.canApprove || proof.canRequestChanges;
  return (
    <ProofFrame orderId={proof.order.id}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-8">
        <div className="lg:col-start-1 lg:row-start-1">
          {latest ? (
            <MockupViewer mockup={latest} />
          ) : (
            <p className="rounded-2xl border bg-card p-8 text-center text-muted-foreground">
              Your mockup is not ready yet.
            </p>
          )}
        </div>
        <aside className="grid content-start gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {/* The new price is read before the answer that approves it. */}
          {open && proof.quote && <ProofRequote quote={proof.quote} approved={false} />}
          {open && latest ? (
            <ProofActions
              token={token}
              proof={proof}
              onApproved={(answer) => {
                setBalancePath(answer.balancePaymentPath);
                onChanged();
              }}
              onChanged={onChanged}
            />
          ) : (
            <ProofOutcome proof={proof} balancePath={balancePath} />
          )}
          {!open && proof.quote && latest?.decision === "approved" && (
            <ProofRequote quote={proof.quote} approved />
          )}
          <ProofOrderSummary order={proof.order} quote={open ? proof.quote : null} />
          {supportEmail && (
            <p className="text-center text-sm text-muted-foreground">
              Questions about your design? <EmailLink email={supportEmail} />
            </p>
          )}
        </aside>
        <div className="lg:col-start-1 lg:row-start-2">
          <MockupHistory mockups={earlier} />
        </div>
      </div>
    </ProofFrame>
  );
}

function ProofLoading() {
  return (
    <ProofFrame>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8" role="status">
        <span className="sr-only">Loading your mockup...</span>
        <Skeleton className="h-[28rem] rounded-2xl sm:h-[36rem]" />
        <div className="grid content-start gap-6">
          <Skeleton className="h-56 rounded-2xl" />
          <Skeleton className="h-72 rounded-2xl" />
        </div>
      </div>
    </ProofFrame>
  );
}
