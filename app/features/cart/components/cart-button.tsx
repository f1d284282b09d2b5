import { ShoppingBagIcon } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Sheet, SheetTrigger } from "../../../components/ui/sheet.tsx";
import { useCartState } from "../cart-store.ts";
import { useCartCount } from "../use-cart-count.ts";
import { CartDrawer } from "./cart-drawer.tsx";

/** The header's cart button and drawer (spec section 2, Site header and Cart drawer). */
export function CartButton() {
  const { count } = useCartCount();
  const { items } = useCartState();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const countId = useId();
  const itemsLabel = `${count} ${count === 1 ? "item" : "items"} in your cart`;

  // Checkout closes the drawer and goes to /checkout; with an empty cart it does nothing.
  const checkout = () => {
    if (items.length === 0) return;
    setOpen(false);
    void navigate("/checkout");
  };

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Open cart"
          aria-describedby={count > 0 ? countId : undefined}
          className="relative"
        >
          <ShoppingBagIcon className="size-5" aria-hidden="true" />
          {count > 0 && (
            <span
              data-testid="cart-count"
              className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brass px-1 text-[11px] leading-none font-semibold text-brass-foreground ring-2 ring-background"
            >
              {count > 99 ? "99+" : count}
            </span>
          )}
          {count > 0 && (
            <span id={countId} className="sr-only">
              {itemsLabel}
            </span>
          )}
        </Button>
      </SheetTrigger>
      <CartDrawer onCheckout={checkout} />
    </Sheet>
  );
}
