import { CircleAlertIcon, CircleCheckIcon, Clock3Icon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { formatUsd } from "../../../lib/money.ts";
import { OrderConfirmation } from "../../orders/components/order-confirmation.tsx";
import type { CaptureResultJson } from "../../payments/payments.schemas.ts";

/** A guest's paid cart: what the shop does next. */
const CART_NEXT_STEPS = [
  "We pack your pins and get them ready to ship.",
  "As soon as the parcel leaves, we e-mail you its tracking number.",
  "Your private order page shows where the order is at every step.",
];

interface CheckoutCompleteProps {
  result: CaptureResultJson;
  email: string;
  totalCents: number;
  signedIn: boolean;
  supportEmail?: string;
}

/**
 * What the shopper sees once PayPal took the payment:
 * thanks and the order number, PayPal's review honestly stated, or the rare paid-without-order.
 */
export function CheckoutComplete({
  result,
  email,
  totalCents,
  signedIn,
  supportEmail,
}: CheckoutCompleteProps) {
  const orderLine = result.orderId ? (
    <p className="font-medium text-foreground">Order #{result.orderId}</p>
  ) : null;
  const actions = (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <Button asChild size="lg">
        <Link to="/#shop">Continue shopping</Link>
      </Button>
      {signedIn && result.orderId && (
        <Button asChild size="lg" variant="outline">
          <Link to={`/track-order?id=${result.orderId}&type=regular&fromCheckout=true`}>
            Track your order
          </Link>
        </Button>
      )}
    </div>
  );

  if (result.message) {
    return (
      <Outcome icon={<CircleAlertIcon aria-hidden="true" />} tone="warning" title="Payment received">
        <p>{result.message}</p>
        {supportEmail && (
          <p>
            Write to{" "}
            <a
              className="font-medium text-primary underline underline-offset-4"
              href={`mailto:${supportEmail}`}
            >
              {supportEmail}
            </a>{" "}
            and we'll sort it out.
          </p>
        )}
        {actions}
      </Outcome>
    );
  }
  if (result.status === "PENDING") {
    return (
      <Outcome icon={<Clock3Icon aria-hidden="true" />} tone="warning" title="Payment under review">
        {orderLine}
        <p>Your payment is being reviewed by PayPal. We'll e-mail you as soon as it clears.</p>
        {actions}
      </Outcome>
    );
  }
  if (result.viewUrl && result.orderId) {
    return (
      <OrderConfirmation
        title="Thank you for your purchase!"
        orderNumber={result.orderId}
        lead={
          <>
            <p>Paid {formatUsd(totalCents)} with PayPal.</p>
            <p>A receipt is on its way to {email}</p>
          </>
        }
        next={CART_NEXT_STEPS}
        viewUrl={result.viewUrl}
      >
        <Button asChild size="lg" variant="outline">
          <Link to="/#shop">Continue shopping</Link>
        </Button>
      </OrderConfirmation>
    );
  }
  return (
    <Outcome
      icon={<CircleCheckIcon aria-hidden="true" />}
      tone="success"
      title="Thank you for your purchase!"
    >
      {orderLine}
      <p>Paid {formatUsd(totalCents)} with PayPal.</p>
      <p>A receipt is on its way to {email}</p>
      {actions}
    </Outcome>
  );
}

function Outcome({
  icon,
  tone,
  title,
  children,
}: {
  icon: ReactNode;
  tone: "success" | "warning";
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      className="mx-auto flex max-w-lg flex-col items-center py-10 text-center sm:py-16"
      aria-live="polite"
    >
      <span
        className={
          tone === "success"
            ? "flex size-16 items-center justify-center rounded-full bg-success/10 text-success ring-8 ring-success/5 [&_svg]:size-8"
            : "flex size-16 items-center justify-center rounded-full bg-brass/15 text-brass-foreground ring-8 ring-brass/10 [&_svg]:size-8"
        }
      >
        {icon}
      </span>
      <h1 className="mt-6 text-3xl sm:text-4xl">{title}</h1>
      <div className="mt-4 grid gap-2 text-muted-foreground">{children}</div>
    </section>
  );
}
