import {
  CircleCheckBigIcon,
  Clock3Icon,
  HourglassIcon,
  Loader2Icon,
  MailIcon,
  SearchXIcon,
} from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../../components/ui/button.tsx";
import { toast } from "../../../../components/ui/sonner.tsx";
import { useRootData } from "../../../../lib/root-data.ts";
import type { PaymentRefusal } from "../../../payments/index.ts";
import type { CaptureResultJson } from "../../../payments/payments.schemas.ts";
import {
  BALANCE_LINK_EXPIRED,
  type BalancePaymentJson,
  isBalancePaidStatus,
} from "../../balance/balance-payment.schemas.ts";
import { CheckoutFrame } from "../checkout/checkout-layout.tsx";
import { completeBalancePayment, PAYMENT_PROCESSING_FAILED } from "./balance-calls.ts";
import { BalanceMessage } from "./balance-message.tsx";
import { BalanceNextSteps } from "./balance-next-steps.tsx";
import { BalanceOrderCard } from "./balance-order-card.tsx";
import { BalancePayCard } from "./balance-pay-card.tsx";
import { rememberBalancePaid } from "./balance-session.ts";
import { useBalancePayment } from "./use-balance-payment.ts";

// The balance page's texts, word for word (docs/product-rules.md#messages).
export const BALANCE_LOADING = "Loading payment details...";
export const LINK_NOT_FOUND_TITLE = "Payment Link Not Found";
export const LINK_NOT_FOUND =
  "This payment link may have expired or is invalid. Please contact support for assistance.";
export const LINK_EXPIRED_TITLE = "Payment Link Expired";
export const PAYMENT_COMPLETE_TITLE = "Payment Complete!";
export const PAYMENT_COMPLETE =
  "The balance for this order has already been paid. Your pins are now in production.";
export const PAYMENT_SUCCESS_TITLE = "Payment Successful!";
export const PAYMENT_SUCCESS = "Your balance has been paid. Your order will now proceed to production.";
export const PAYMENT_FAILED_TITLE = "Payment Failed";

const paymentFailed = (message?: string) =>
  toast.error(PAYMENT_FAILED_TITLE, { description: message || PAYMENT_PROCESSING_FAILED });

/** `/balance-payment/{token}`: loading, not found, expired, already paid, or the payment form. */
export function BalancePayment({ token }: { token: string }) {
  const { state, reload } = useBalancePayment(token);
  const [outcome, setOutcome] = useState<"paid" | "pending" | null>(null);

  if (outcome === "paid" || state.status === "paid-here") return <PaymentComplete />;
  if (outcome === "pending") {
    return (
      <BalanceMessage
        tone="warning"
        title="Payment Under Review"
        detail="PayPal is reviewing your payment. We'll e-mail you as soon as it clears and your pins go into production."
        icon={<Clock3Icon aria-hidden="true" />}
      />
    );
  }
  if (state.status === "loading") {
    return (
      <BalanceMessage
        title={BALANCE_LOADING}
        icon={<Loader2Icon className="animate-spin" aria-hidden="true" />}
      />
    );
  }
  if (state.status === "missing" || state.status === "expired") {
    const expired = state.status === "expired";
    return (
      <BalanceMessage
        title={expired ? LINK_EXPIRED_TITLE : LINK_NOT_FOUND_TITLE}
        detail={expired ? BALANCE_LINK_EXPIRED : LINK_NOT_FOUND}
        icon={expired ? <HourglassIcon aria-hidden="true" /> : <SearchXIcon aria-hidden="true" />}
      >
        <ContactSupport />
      </BalanceMessage>
    );
  }
  const { order } = state;
  if (isBalancePaidStatus(order.status)) return <PaymentComplete />;
  if (order.status !== "approved") {
    return (
      <BalanceMessage
        title="Payment Not Available Yet"
        detail={`The design of order #${order.id} is not approved yet. We'll e-mail you when your order is ready for payment.`}
        icon={<Clock3Icon aria-hidden="true" />}
      />
    );
  }

  const onSuccess = async (result: CaptureResultJson, paypalOrderId: string) => {
    if (result.status === "PENDING") {
      setOutcome("pending");
      return;
    }
    const completed = await completeBalancePayment(token, paypalOrderId);
    if (!completed.ok) {
      paymentFailed(completed.message);
      return;
    }
    rememberBalancePaid(token);
    toast.success(PAYMENT_SUCCESS_TITLE, { description: PAYMENT_SUCCESS });
    setOutcome("paid");
  };
  const onRefused = (refusal: PaymentRefusal) => {
    paymentFailed(refusal.message);
    // The balance changed, or the link is no longer live: show what the server says now.
    if (refusal.status === 409 || refusal.status === 404) reload();
  };

  return (
    <BalanceForm
      order={order}
      flow={{
        orderFields: () => ({ balanceToken: token }),
        onSuccess,
        onRefused,
        onCaptureFailed: (refusal) => paymentFailed(refusal.message),
      }}
    />
  );
}

function PaymentComplete() {
  return (
    <BalanceMessage
      tone="success"
      title={PAYMENT_COMPLETE_TITLE}
      detail={PAYMENT_COMPLETE}
      icon={<CircleCheckBigIcon aria-hidden="true" />}
    >
      <Button asChild variant="outline">
        <Link to="/">Back to Home</Link>
      </Button>
    </BalanceMessage>
  );
}

function ContactSupport() {
  const email = useRootData()?.shop.supportEmail;
  if (!email) return null;
  return (
    <Button asChild>
      <a href={`mailto:${email}`}>
        <MailIcon aria-hidden="true" /> Contact support
      </a>
    </Button>
  );
}

function BalanceForm({
  order,
  flow,
}: {
  order: BalancePaymentJson;
  flow: Omit<Parameters<typeof BalancePayCard>[0], "order" | "className">;
}) {
  return (
    <CheckoutFrame heading={false}>
      <header className="mb-8 max-w-2xl">
        <p className="text-xs font-semibold tracking-[0.2em] text-primary uppercase">Balance payment</p>
        <h1 className="mt-2 text-3xl sm:text-4xl">Complete Your Order</h1>
        <p className="mt-3 text-muted-foreground">
          Your design has been approved! Complete your payment to start production.
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)] lg:items-start lg:gap-10">
        <BalanceOrderCard order={order} />
        <BalancePayCard
          order={order}
          className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1"
          {...flow}
        />
        <BalanceNextSteps />
      </div>
    </CheckoutFrame>
  );
}
