import { CircleAlertIcon, Clock3Icon, Loader2Icon, LockIcon, SearchXIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { EmailLink } from "../../../../components/email-link.tsx";
import { TryAgainButton } from "../../../../components/try-again-button.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { toast } from "../../../../components/ui/sonner.tsx";
import { dollarsToCents } from "../../../../lib/money.ts";
import { useRootData } from "../../../../lib/root-data.ts";
import { OrderConfirmation } from "../../../orders/components/order-confirmation.tsx";
import {
  CustomerDetailsForm,
  useCustomerForm,
  validCustomer,
} from "../../../payments/components/customer-details-form.tsx";
import { PayPalButton } from "../../../payments/components/paypal-button.tsx";
import type { PaymentRefusal } from "../../../payments/index.ts";
import type { CaptureResultJson } from "../../../payments/payments.schemas.ts";
import { useAddressQuote } from "../../../shipping-tax/index.ts";
import type { CustomOrderJson, CustomOrderQuoteJson } from "../../custom-orders.schemas.ts";
import { type CheckoutReference, trackOrderUrl } from "../../quote/index.ts";
import { clearDraft } from "../builder/builder-draft.ts";
import {
  CheckoutColumns,
  CheckoutFrame,
  CheckoutMessage,
  NotShippedNote,
  SecureNote,
} from "./checkout-layout.tsx";
import { CustomCheckoutSummary } from "./custom-checkout-summary.tsx";
import { usePreparedOrder } from "./use-prepared-order.ts";

// The deposit's outcomes, word for word.
export const DEPOSIT_PAID_TITLE = "Deposit Payment Successful!";
export const DEPOSIT_PAID = "Your 10% deposit has been paid. We'll send your mockup within 24 hours.";
export const PAID_NOT_RECORDED = "Payment successful but failed to create order. Please contact support.";

/** `/checkout?customOrderId=…&orderData=…`: the prepared order, the shipping address and the deposit. */
export function CustomCheckout({ reference }: { reference: CheckoutReference | null }) {
  const { state, reload } = usePreparedOrder(reference);
  if (state.status === "loading") {
    return (
      <CheckoutMessage
        title="Loading your order..."
        icon={<Loader2Icon className="animate-spin" aria-hidden="true" />}
      />
    );
  }
  if (state.status === "error") {
    return (
      <CheckoutMessage title="We couldn't load your order" icon={<CircleAlertIcon aria-hidden="true" />}>
        <TryAgainButton onClick={() => reload()} />
      </CheckoutMessage>
    );
  }
  if (state.status === "missing" || !reference) {
    return (
      <CheckoutMessage
        title="Order not found"
        detail="This checkout link is not valid. Design your pins again to place a new order."
        icon={<SearchXIcon aria-hidden="true" />}
      >
        <Button asChild size="lg">
          <Link to="/custom">Design your pins</Link>
        </Button>
      </CheckoutMessage>
    );
  }
  if (state.order.status !== "pending") {
    return (
      <CheckoutMessage
        title="Your deposit is already paid"
        detail={`Order #${state.order.id} is on its way to your mockup. You can follow it on the tracking page.`}
        icon={<LockIcon aria-hidden="true" />}
      >
        <Button asChild size="lg">
          <Link to={trackOrderUrl(state.order.id)}>Track your order</Link>
        </Button>
      </CheckoutMessage>
    );
  }
  return <DepositCheckout order={state.order} token={reference.token} onRefused={() => reload(true)} />;
}

type Outcome = "pending" | "unrecorded";

/** A guest's paid deposit: how the order goes on from here. */
const DEPOSIT_NEXT_STEPS = [
  "Within 24 hours we e-mail you a mockup of your pins.",
  "You approve it, or ask for changes until it is right.",
  "Once approved, you pay the balance and your pins go into production.",
  "We ship them and e-mail you the tracking number.",
];

function DepositCheckout({
  order,
  token,
  onRefused,
}: {
  order: CustomOrderJson;
  token: string;
  onRefused: () => void;
}) {
  const navigate = useNavigate();
  const supportEmail = useRootData()?.shop.supportEmail;
  const form = useCustomerForm(order.customerEmail);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [confirmed, setConfirmed] = useState<{ orderNumber: number; viewUrl: string } | null>(null);
  // Shipping and tax to the address typed so far; asked again after a refused payment (the
  // rates may have changed since).
  const [quoteKey, setQuoteKey] = useState(0);
  const [country = "", region = ""] = form.watch(["shippingAddress.country", "shippingAddress.state"]);
  const quote = useAddressQuote<CustomOrderQuoteJson>({
    path: `/api/custom-orders/${order.id}/quote`,
    country,
    state: region,
    body: { checkoutToken: token },
    key: String(quoteKey),
    headers: {},
  });
  const notShipped = quote.status === "refused" && quote.field === "shippingAddress";

  useEffect(() => {
    form.setValue("name", order.customerName);
    form.setValue("email", order.customerEmail);
  }, [form, order.customerName, order.customerEmail]);

  const onSuccess = (result: CaptureResultJson) => {
    clearDraft();
    if (result.message) {
      toast.error(PAID_NOT_RECORDED);
      setOutcome("unrecorded");
    } else if (result.status === "PENDING") {
      setOutcome("pending");
    } else if (result.viewUrl) {
      // A guest has no account to track the order in: the confirmation stays on this page.
      setConfirmed({ orderNumber: result.customOrderId ?? order.id, viewUrl: result.viewUrl });
      window.scrollTo({ top: 0 });
    } else {
      navigate(trackOrderUrl(result.customOrderId ?? order.id));
      toast.success(DEPOSIT_PAID_TITLE, { description: DEPOSIT_PAID });
    }
  };
  const onRefusedPayment = (refusal: PaymentRefusal) => {
    if (refusal.status === 409) setQuoteKey((key) => key + 1);
    if (refusal.status === 409 || refusal.status === 404) onRefused();
  };

  if (confirmed) {
    return (
      <CheckoutFrame heading={false}>
        <OrderConfirmation
          title={DEPOSIT_PAID_TITLE}
          orderNumber={confirmed.orderNumber}
          lead={<p>{DEPOSIT_PAID}</p>}
          next={DEPOSIT_NEXT_STEPS}
          viewUrl={confirmed.viewUrl}
        />
      </CheckoutFrame>
    );
  }
  if (outcome) {
    return (
      <CheckoutMessage
        tone="warning"
        title={outcome === "pending" ? "Payment under review" : "Payment received"}
        icon={
          outcome === "pending" ? <Clock3Icon aria-hidden="true" /> : <CircleAlertIcon aria-hidden="true" />
        }
        detail={
          outcome === "pending" ? (
            <p>PayPal is reviewing your deposit. We'll e-mail you as soon as it clears.</p>
          ) : (
            <p>
              {PAID_NOT_RECORDED}
              {supportEmail && (
                <>
                  {" "}
                  <EmailLink email={supportEmail} className="underline" />
                </>
              )}
            </p>
          )
        }
      />
    );
  }

  return (
    <CheckoutColumns
      summary={<CustomCheckoutSummary order={order} quote={quote} />}
      details={<CustomerDetailsForm form={form} />}
    >
      {notShipped && <NotShippedNote message={quote.message} />}
      <PayPalButton
        purpose="deposit"
        amountCents={
          dollarsToCents(quote.status === "ready" ? quote.quote.depositDue : order.depositAmount) ?? 0
        }
        disabled={notShipped || quote.status === "loading"}
        orderFields={() => {
          const customer = validCustomer(form);
          return customer && { customer, customOrderId: order.id, checkoutToken: token };
        }}
        onSuccess={onSuccess}
        onRefused={onRefusedPayment}
      />
      <SecureNote>
        You pay the 10% deposit and its sales tax now; the balance only after you approve your mockup.
      </SecureNote>
    </CheckoutColumns>
  );
}
