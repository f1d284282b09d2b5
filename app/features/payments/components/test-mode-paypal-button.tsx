import { ExternalLinkIcon, Loader2Icon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/utils.ts";
import { approvalUrl, openApprovalWindow, waitForDecision } from "./approval-window.ts";
import type { PaymentFlow } from "./payment-flow.ts";

type Phase = "idle" | "creating" | "approving" | "capturing";

const LABEL: Record<Phase, string> = {
  idle: "Pay with PayPal (test mode)",
  creating: "Starting payment...",
  approving: "Waiting for PayPal...",
  capturing: "Processing payment...",
};

/**
 * Test mode's PayPal button: the same createOrder → approve → capture steps as PayPal's
 * own, with the emulator's approval page in a popup window.
 */
export function TestModePaypalButton({ flow, disabled }: { flow: PaymentFlow; disabled?: boolean }) {
  const [phase, setPhase] = useState<Phase>("idle");
  const [blockedOrderId, setBlockedOrderId] = useState<string | null>(null);
  const popup = useRef<Window | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      abort.current?.abort();
      popup.current?.close();
    },
    [],
  );

  const follow = async (approval: Window, paypalOrderId: string) => {
    popup.current = approval;
    abort.current = new AbortController();
    setPhase("approving");
    const decision = await waitForDecision(approval, paypalOrderId, abort.current.signal);
    popup.current = null;
    if (decision === "cancel") {
      flow.cancelled();
      setPhase("idle");
      return;
    }
    setPhase("capturing");
    await flow.capture(paypalOrderId);
    setPhase("idle");
  };

  const pay = () => {
    if (phase !== "idle" || disabled) return;
    const fields = flow.fields();
    if (!fields) return;
    setBlockedOrderId(null);
    // Opened now, inside the click: a window opened after the order call would be blocked.
    const approval = openApprovalWindow();
    setPhase("creating");
    void (async () => {
      let paypalOrderId: string;
      try {
        paypalOrderId = await flow.createOrder(fields);
      } catch {
        approval?.close();
        setPhase("idle");
        return;
      }
      if (!approval) {
        setBlockedOrderId(paypalOrderId);
        setPhase("idle");
      } else if (approval.closed) {
        flow.cancelled();
        setPhase("idle");
      } else {
        approval.location.replace(approvalUrl(paypalOrderId));
        await follow(approval, paypalOrderId);
      }
    })();
  };

  const openBlocked = () => {
    if (!blockedOrderId) return;
    const approval = openApprovalWindow(approvalUrl(blockedOrderId));
    if (!approval) {
      flow.failed("Your browser blocked PayPal's window. Allow pop-ups for this site, then try again.");
      return;
    }
    setBlockedOrderId(null);
    void follow(approval, blockedOrderId);
  };

  const busy = phase !== "idle";
  return (
    <div className="grid gap-3">
      <Button
        type="button"
        size="lg"
        onClick={pay}
        disabled={disabled || busy}
        aria-busy={busy}
        className={cn(
          "h-12 w-full rounded-full bg-[#ffc439] text-base font-semibold text-[#111] shadow-sm hover:bg-[#f2b72e]",
          "focus-visible:ring-[#003087]",
        )}
      >
        {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
        {phase === "idle" ? (
          <span>
            Pay with <span className="font-bold text-[#003087] italic">Pay</span>
            <span className="font-bold text-[#00457c] italic">Pal</span> (test mode)
          </span>
        ) : (
          LABEL[phase]
        )}
      </Button>
      {phase === "approving" && (
        <p className="text-center text-sm text-muted-foreground">
          Approve the payment in the PayPal window.{" "}
          <button
            type="button"
            className="font-medium text-primary underline-offset-4 hover:underline"
            onClick={() => popup.current?.focus()}
          >
            Show the window
          </button>
        </p>
      )}
      {blockedOrderId && (
        <div className="grid gap-2 rounded-lg border border-dashed p-3 text-sm">
          <p>Your browser blocked PayPal's window. Open it to approve the payment.</p>
          <Button type="button" variant="outline" onClick={openBlocked}>
            Open PayPal <ExternalLinkIcon aria-hidden="true" />
          </Button>
        </div>
      )}
    </div>
  );
}
