import { MinusIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { formatUsd } from "../../../lib/money.ts";
import type { CartItemJson } from "../cart.schemas.ts";
import { MAX_CART_QUANTITY } from "../cart-limits.ts";
import { removeCartLine, stepQuantity } from "../cart-store.ts";
import { lineTotalCents } from "../cart-totals.ts";

/** One row of the cart drawer: picture, name, prices, the quantity buttons and remove. */
export function CartLine({ item, busy, changing }: { item: CartItemJson; busy: boolean; changing: boolean }) {
  const { product } = item;
  // Out-of-stock lines can be reduced or removed, not increased (docs/decisions.md).
  const canAdd = product.inStock && item.quantity < MAX_CART_QUANTITY;
  return (
    <li className="flex gap-3 py-4" aria-busy={changing}>
      <ResponsiveImage
        src={product.imageUrl}
        picture={product.picture}
        sizes="72px"
        alt=""
        width={72}
        height={72}
        loading="lazy"
        className="size-18 shrink-0 rounded-lg border bg-secondary/60 object-contain p-1.5"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="line-clamp-2 text-sm leading-snug font-medium">{product.name}</p>
            <p className="mt-0.5 text-xs text-muted-foreground">{formatUsd(product.priceCents)} each</p>
            {!product.inStock && (
              <Badge variant="destructive" className="mt-1">
                Out of Stock
              </Badge>
            )}
          </div>
          <p className="shrink-0 text-sm font-semibold tabular-nums" data-testid="line-total">
            {formatUsd(lineTotalCents(item))}
          </p>
        </div>
        <div className="flex items-center justify-between gap-2">
          <div className="flex items-center rounded-full border bg-background">
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              className="rounded-full"
              aria-label={`Decrease quantity of ${product.name}`}
              disabled={busy}
              onClick={() => void stepQuantity(item, -1)}
            >
              <MinusIcon aria-hidden="true" />
            </Button>
            <span className="flex w-8 justify-center text-sm font-medium tabular-nums" aria-live="polite">
              {changing ? (
                <Spinner className="text-muted-foreground" label="Updating quantity" />
              ) : (
                <span>
                  <span className="sr-only">Quantity </span>
                  {item.quantity}
                </span>
              )}
            </span>
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              className="rounded-full"
              aria-label={`Increase quantity of ${product.name}`}
              disabled={busy || !canAdd}
              onClick={() => void stepQuantity(item, 1)}
            >
              <PlusIcon aria-hidden="true" />
            </Button>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="text-muted-foreground hover:text-destructive"
            aria-label={`Remove ${product.name}`}
            disabled={busy}
            onClick={() => void removeCartLine(item)}
          >
            <Trash2Icon aria-hidden="true" />
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
