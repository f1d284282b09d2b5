import { lazy, Suspense, useState } from "react";
import { ShoppingBagIcon } from "../../../components/shell-icons.tsx";
import { buttonVariants } from "../../../components/ui/button-variants.ts";
import { useDeferredSheet } from "../../../components/use-deferred-sheet.ts";
import { cx } from "../../../lib/cx.ts";
import { useCartCount } from "../use-cart-count.ts";

const loadCartSheet = () => import("./cart-sheet.tsx");
const CartSheet = lazy(loadCartSheet);

/** The header's cart button, its item-count badge, and the drawer it opens. */
export function CartButton() {
  const { count } = useCartCount();
  const [open, setOpen] = useState(false);
  const sheet = useDeferredSheet(open, setOpen, loadCartSheet);
  const badge = count > 99 ? "99+" : String(count);
  // WCAG 2.5.3: the badge's visible number is part of the button's name.
  const label = count > 0 ? `Open cart, ${badge} ${count === 1 ? "item" : "items"}` : "Open cart";

  return (
    <>
      <button
        type="button"
        aria-label={label}
        className={cx(buttonVariants({ variant: "ghost", size: "icon" }), "relative")}
        {...sheet.triggerProps}
      >
        <ShoppingBagIcon className="size-5" />
        {count > 0 && (
          <span
            data-testid="cart-count"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brass px-1 text-[11px] leading-none font-semibold text-brass-foreground ring-2 ring-background"
          >
            {badge}
          </span>
        )}
      </button>
      {sheet.mounted && (
        <Suspense fallback={null}>
          <CartSheet open={open} onOpenChange={setOpen} onCloseAutoFocus={sheet.onCloseAutoFocus} />
        </Suspense>
      )}
    </>
  );
}
