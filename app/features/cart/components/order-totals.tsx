import { formatUsd } from "../../../lib/money.ts";
import { cn } from "../../../lib/utils.ts";
import type { AppliedDiscount } from "../applied-discount.ts";
import { cartTotalCents } from "../cart-totals.ts";

/**
 * Subtotal, discount line and total (total = subtotal − discount, never negative); with
 * `shippingAtCheckout`, a line saying shipping and tax come at checkout.
 */
export function OrderTotals({
  subtotalCents,
  discount,
  shippingAtCheckout,
  className,
}: {
  subtotalCents: number;
  discount: AppliedDiscount | null;
  shippingAtCheckout?: boolean;
  className?: string;
}) {
  const discountCents = discount?.amountCents ?? 0;
  return (
    <dl className={cn("grid gap-2 text-sm", className)}>
      <div className="flex items-center justify-between gap-4">
        <dt className="text-muted-foreground">Subtotal</dt>
        <dd className="tabular-nums" data-testid="cart-subtotal">
          {formatUsd(subtotalCents)}
        </dd>
      </div>
      {discount && (
        <div className="flex items-center justify-between gap-4">
          <dt className="text-muted-foreground">
            Discount <span className="font-mono text-xs">({discount.code})</span>
          </dt>
          <dd className="text-success tabular-nums" data-testid="cart-discount">
            −{formatUsd(discount.amountCents)}
          </dd>
        </div>
      )}
      {shippingAtCheckout && (
        <div className="flex items-center justify-between gap-4">
          <dt className="text-muted-foreground">Shipping and tax</dt>
          <dd className="text-muted-foreground" data-testid="cart-shipping-note">
            Calculated at checkout
          </dd>
        </div>
      )}
      <div className="mt-1 flex items-baseline justify-between gap-4 border-t pt-3">
        <dt className="font-medium">Total</dt>
        <dd className="font-display text-xl font-semibold tabular-nums" data-testid="cart-total">
          {formatUsd(cartTotalCents(subtotalCents, discountCents))}
        </dd>
      </div>
    </dl>
  );
}
