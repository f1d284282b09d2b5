import { LockIcon } from "lucide-react";
import type { ReactNode } from "react";
import { EmailLink } from "../../../../components/email-link.tsx";
import { dollarsToCents, formatUsd } from "../../../../lib/money.ts";
import { useRootData } from "../../../../lib/root-data.ts";
import { cn } from "../../../../lib/utils.ts";
import { PayPalButton } from "../../../payments/components/paypal-button.tsx";
import type { PaymentFlowOptions } from "../../../payments/index.ts";
import type { BalancePaymentJson } from "../../balance/balance-payment.schemas.ts";
import { CheckoutCard } from "../checkout/checkout-layout.tsx";

const cents = (dollars: number) => dollarsToCents(dollars) ?? 0;

function Line({
  term,
  children,
  strong,
  className,
}: {
  term: string;
  children: ReactNode;
  strong?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("flex items-baseline justify-between gap-4 py-1.5", className)}>
      <dt className={strong ? "font-semibold text-primary" : "text-muted-foreground"}>{term}</dt>
      <dd className={strong ? "text-xl font-semibold text-primary tabular-nums" : "font-medium tabular-nums"}>
        {children}
      </dd>
    </div>
  );
}

/**
 * The payment summary (pins, shipping, sales tax, total, deposit paid shown as negative,
 * remaining balance) and the PayPal button, with the support contact line.
 */
export function BalancePayCard({
  order,
  className,
  ...flow
}: { order: BalancePaymentJson; className?: string } & Omit<PaymentFlowOptions, "purpose" | "amountCents">) {
  const shop = useRootData()?.shop;
  // The pins, shipping and tax are told apart only when the order pays shipping or tax.
  const charged = order.shippingAmount > 0 || order.taxAmount > 0;
  return (
    <CheckoutCard title="Payment summary" className={className}>
      <dl className="text-sm">
        {charged && (
          <>
            <Line term="Pins">{formatUsd(cents(order.totalPrice))}</Line>
            <Line term="Shipping">
              {order.shippingAmount > 0 ? formatUsd(cents(order.shippingAmount)) : "Free"}
            </Line>
            {order.taxAmount > 0 && <Line term="Sales tax">{formatUsd(cents(order.taxAmount))}</Line>}
          </>
        )}
        <Line term="Total order value" className={charged ? "border-t pt-2.5" : undefined}>
          {formatUsd(cents(order.grandTotal))}
        </Line>
        <Line term="Deposit paid">
          <span className="text-success">{formatUsd(-cents(order.depositAmount))}</span>
        </Line>
        <Line term="Remaining balance" strong className="mt-2 border-t pt-3.5">
          {formatUsd(cents(order.remainingBalance))}
        </Line>
      </dl>
      <div className="mt-6">
        <PayPalButton purpose="balance" amountCents={cents(order.remainingBalance)} {...flow} />
      </div>
      <p className="mt-4 flex items-center gap-1.5 text-xs text-muted-foreground">
        <LockIcon className="size-3.5 shrink-0" aria-hidden="true" /> Secure payment through PayPal. Your pins
        go into production as soon as it clears.
      </p>
      {shop && (
        <p className="mt-5 border-t pt-4 text-sm text-muted-foreground">
          Questions about your order? Contact us at <EmailLink email={shop.supportEmail} /> or{" "}
          <a
            className="font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline"
            href={`tel:${shop.supportPhone.replace(/[^\d+]/g, "")}`}
          >
            {shop.supportPhone}
          </a>
          .
        </p>
      )}
    </CheckoutCard>
  );
}
