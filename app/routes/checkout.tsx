import { Loader2Icon, ShoppingBagIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { TryAgainButton } from "../components/try-again-button.tsx";
import { Button } from "../components/ui/button.tsx";
import { toast } from "../components/ui/sonner.tsx";
import { CartSummary } from "../features/cart/components/cart-summary.tsx";
import { CheckoutComplete } from "../features/cart/components/checkout-complete.tsx";
import {
  cartSubtotalCents,
  cartTotalCents,
  clearCartAfterPurchase,
  getSessionId,
  loadCart,
  markDiscountStale,
  removeDiscount,
  useAppliedDiscount,
  useCartState,
} from "../features/cart/index.ts";
import {
  CheckoutColumns,
  CheckoutFrame,
  CheckoutMessage,
  NotShippedNote,
  SecureNote,
} from "../features/custom-orders/components/checkout/checkout-layout.tsx";
import { CustomCheckout } from "../features/custom-orders/components/checkout/custom-checkout.tsx";
import { readCheckoutReference } from "../features/custom-orders/quote/index.ts";
import {
  CustomerDetailsForm,
  useCustomerForm,
  validCustomer,
} from "../features/payments/components/customer-details-form.tsx";
import { PayPalButton } from "../features/payments/components/paypal-button.tsx";
import type { PaymentRefusal } from "../features/payments/index.ts";
import type { CaptureResultJson } from "../features/payments/payments.schemas.ts";
import { CheckoutTotals } from "../features/shipping-tax/components/checkout-totals.tsx";
import { useCheckoutQuote } from "../features/shipping-tax/index.ts";
import { dollarsToCents } from "../lib/money.ts";
import { useRootData } from "../lib/root-data.ts";
import { seo } from "../lib/seo.ts";
import type { Route } from "./+types/checkout";

// A custom order's checkout URL carries its checkout token; it must not leak via Referer.
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer" });

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Checkout",
    description: "Review your order, add your shipping address and pay securely with PayPal.",
    path: "/checkout",
    noindex: true,
  });

/**
 * `/checkout`. The cart's checkout; with `customOrderId` and `orderData`, a
 * custom order's deposit checkout (its own summary with a Custom badge, the `deposit` purpose).
 */
export default function CheckoutPage() {
  const root = useRootData();
  const [params] = useSearchParams();
  if (params.has("customOrderId")) return <CustomCheckout reference={readCheckoutReference(params)} />;
  return <CartCheckout email={root?.user?.email ?? ""} signedIn={Boolean(root?.user)} />;
}

function CartCheckout({ email, signedIn }: { email: string; signedIn: boolean }) {
  const { status, items } = useCartState();
  const { applied } = useAppliedDiscount();
  const form = useCustomerForm(email);
  const [paid, setPaid] = useState<{ result: CaptureResultJson; email: string; totalCents: number } | null>(
    null,
  );
  // The e-mail the payment was made with: the receipt goes there, whatever the field shows later.
  const payingEmail = useRef("");
  const supportEmail = useRootData()?.shop.supportEmail;
  const [country = "", region = ""] = form.watch(["shippingAddress.country", "shippingAddress.state"]);
  const quote = useCheckoutQuote({
    country,
    state: region,
    discountCode: applied?.code ?? null,
    cartKey: items.map((item) => `${item.id}x${item.quantity}`).join(","),
    headers: status === "ready" ? { "X-Session-Id": getSessionId() } : {},
  });

  useEffect(() => {
    void loadCart();
  }, []);

  useEffect(() => {
    if (quote.status === "refused" && quote.field === "discountCode") removeDiscount();
  }, [quote]);

  if (paid) {
    return (
      <CheckoutFrame heading={false}>
        <CheckoutComplete {...paid} signedIn={signedIn} supportEmail={supportEmail} />
      </CheckoutFrame>
    );
  }
  if (status === "error" && items.length === 0) {
    return (
      <CheckoutMessage title="Failed to fetch cart">
        <TryAgainButton onClick={() => void loadCart()} />
      </CheckoutMessage>
    );
  }
  if (status !== "ready") {
    return (
      <CheckoutMessage
        title="Loading cart..."
        icon={<Loader2Icon className="animate-spin" aria-hidden="true" />}
      />
    );
  }
  if (items.length === 0) {
    return (
      <CheckoutMessage
        title="Your cart is empty"
        detail="Add a pin or two before checking out."
        icon={<ShoppingBagIcon aria-hidden="true" />}
      >
        <Button asChild size="lg">
          <Link to="/#shop">Shop pins</Link>
        </Button>
      </CheckoutMessage>
    );
  }

  const subtotalCents = cartSubtotalCents(items);
  const totalCents =
    quote.status === "ready"
      ? (dollarsToCents(quote.quote.total) ?? 0)
      : cartTotalCents(subtotalCents, applied?.amountCents ?? 0);
  const unavailable = items.some((item) => !item.product.inStock);
  // Nothing can be paid for an address the shop does not ship to, nor while its figures are asked.
  const notShipped = quote.status === "refused" && quote.field === "shippingAddress";

  const onSuccess = async (result: CaptureResultJson) => {
    setPaid({ result, email: payingEmail.current, totalCents });
    window.scrollTo({ top: 0 });
    if (result.status === "COMPLETED" && !result.message) toast.success("Thank you for your purchase!");
    await clearCartAfterPurchase();
  };
  const onRefused = (refusal: PaymentRefusal) => {
    if (refusal.field === "discountCode") removeDiscount();
    else if (refusal.amount !== undefined) markDiscountStale();
    if (refusal.status === 409) void loadCart();
  };

  return (
    <CheckoutColumns
      summary={
        <CartSummary
          items={items}
          discount={applied}
          totals={<CheckoutTotals subtotalCents={subtotalCents} discount={applied} state={quote} />}
        />
      }
      details={<CustomerDetailsForm form={form} />}
    >
      {unavailable && (
        <p className="mb-4 text-sm text-destructive" role="alert">
          Some pins in your cart are out of stock. Remove them to continue.
        </p>
      )}
      {notShipped && <NotShippedNote message={quote.message} />}
      <PayPalButton
        purpose="cart"
        amountCents={totalCents}
        disabled={unavailable || notShipped || quote.status === "loading"}
        orderFields={() => {
          const customer = validCustomer(form);
          if (!customer) return null;
          payingEmail.current = customer.email;
          return { customer, ...(applied ? { discountCode: applied.code } : {}) };
        }}
        onSuccess={onSuccess}
        onRefused={onRefused}
      />
      <SecureNote>Your total is checked again on our server before PayPal charges it.</SecureNote>
    </CheckoutColumns>
  );
}
