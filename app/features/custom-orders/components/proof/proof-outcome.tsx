import { ArrowRightIcon, BanIcon, CircleCheckBigIcon, PackageCheckIcon, PaintbrushIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "../../../../components/ui/button.tsx";
import { APPROVED_OR_LATER, type ProofJson } from "../../proofs/mockups.schemas.ts";
import { ProofCard } from "./proof-frame.tsx";

function Outcome({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <ProofCard>
      <div className="flex flex-col items-center gap-3 py-2 text-center" role="status">
        <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-6">
          {icon}
        </span>
        <h2 className="font-display text-xl font-semibold">{title}</h2>
        <div className="grid gap-4 text-sm text-muted-foreground">{children}</div>
      </div>
    </ProofCard>
  );
}

/**
 * Where the proof stands when there is nothing to answer: approved (with "Pay Balance" when this
 * visit made the link), changes requested, or the order moved on or was cancelled.
 */
export function ProofOutcome({ proof, balancePath }: { proof: ProofJson; balancePath: string | null }) {
  const { status } = proof.order;
  const latest = proof.mockups[0];
  if (status === "cancelled") {
    return (
      <Outcome icon={<BanIcon aria-hidden="true" />} title="Order cancelled">
        <p>This order was cancelled, so the mockup can no longer be approved.</p>
      </Outcome>
    );
  }
  if (APPROVED_OR_LATER.includes(status) && status !== "approved") {
    return (
      <Outcome icon={<PackageCheckIcon aria-hidden="true" />} title="Design approved">
        <p>Your balance is paid and your pins are on their way through production.</p>
        <Button asChild variant="outline">
          <Link to="/track-order">Track your order</Link>
        </Button>
      </Outcome>
    );
  }
  if (status === "approved" && proof.quote && proof.quote.balance === 0) {
    return (
      <Outcome
        icon={<CircleCheckBigIcon className="text-success" aria-hidden="true" />}
        title="Design Approved!"
      >
        <p>
          Thank you! Nothing is left to pay: what you paid covers the new price, and anything above it is
          refunded to your PayPal account.
        </p>
      </Outcome>
    );
  }
  if (status === "approved") {
    return (
      <Outcome
        icon={<CircleCheckBigIcon className="text-success" aria-hidden="true" />}
        title="Design Approved!"
      >
        <p>Thank you! Pay the remaining balance and your pins go straight into production.</p>
        {balancePath ? (
          <Button asChild size="lg" className="w-full">
            <Link to={balancePath}>
              Pay Balance <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <p>We have e-mailed you the link to pay the balance.</p>
        )}
      </Outcome>
    );
  }
  if (latest?.decision === "changes_requested") {
    return (
      <Outcome icon={<PaintbrushIcon aria-hidden="true" />} title="Changes requested">
        <p>Our designer is working on your changes. We will e-mail you the new version within 24 hours.</p>
      </Outcome>
    );
  }
  return (
    <Outcome icon={<PaintbrushIcon aria-hidden="true" />} title="A new version is on its way">
      <p>We will e-mail you as soon as the next version of your mockup is ready.</p>
    </Outcome>
  );
}
