import type { ReactNode } from "react";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";
import { formatUsd } from "../../../lib/money.ts";
import type { AppliedDiscount } from "../applied-discount.ts";
import type { CartItemJson } from "../cart.schemas.ts";
import { cartSubtotalCents, lineTotalCents } from "../cart-totals.ts";
import { DiscountBox } from "./discount-box.tsx";
import { OrderTotals } from "./order-totals.tsx";

/**
 * The checkout's cart summary: lines, the discount box, and the figures (`totals`, the page's
 * own; the cart's subtotal, discount and total without it).
 */
export function CartSummary({
  items,
  discount,
  totals,
}: {
  items: CartItemJson[];
  discount: AppliedDiscount | null;
  totals?: ReactNode;
}) {
  const subtotalCents = cartSubtotalCents(items);
  return (
    <div className="grid gap-5">
      <ul className="divide-y" aria-label="Items in your order">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-3 py-3 first:pt-0">
            <span className="relative shrink-0">
              <ResponsiveImage
                src={item.product.imageUrl}
                picture={item.product.picture}
                sizes="56px"
                alt=""
                width={56}
                height={56}
                className="size-14 rounded-lg border bg-secondary/60 object-contain p-1"
              />
              <span className="absolute -top-1.5 -right-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-semibold text-primary-foreground">
                {item.quantity}
              </span>
            </span>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium">{item.product.name}</p>
              <p className="text-xs text-muted-foreground">
                {item.quantity} × {formatUsd(item.product.priceCents)}
              </p>
              {!item.product.inStock && (
                <p className="text-xs font-medium text-destructive">
                  Out of stock. Please remove it from your cart.
                </p>
              )}
            </div>
            <p className="shrink-0 text-sm font-semibold tabular-nums">{formatUsd(lineTotalCents(item))}</p>
          </li>
        ))}
      </ul>
      <DiscountBox subtotalCents={subtotalCents} />
      {totals ?? <OrderTotals subtotalCents={subtotalCents} discount={discount} />}
    </div>
  );
}
