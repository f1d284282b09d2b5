import { ArrowRightIcon, Loader2Icon, ShoppingBagIcon } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import { TryAgainButton } from "../../../components/try-again-button.tsx";
import { Button } from "../../../components/ui/button.tsx";
import {
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from "../../../components/ui/sheet.tsx";
import { useAppliedDiscount } from "../applied-discount.ts";
import { loadCart, useCartState } from "../cart-store.ts";
import { cartSubtotalCents } from "../cart-totals.ts";
import { CartLine } from "./cart-line.tsx";
import { DiscountBox } from "./discount-box.tsx";
import { OrderTotals } from "./order-totals.tsx";

/** The cart drawer's sheet; mounted only while it is open. */
export function CartDrawer({
  onCheckout,
  onCloseAutoFocus,
}: {
  onCheckout: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <SheetContent
      side="right"
      closeLabel="Close cart"
      className="w-full gap-0 sm:max-w-md"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <SheetHeader className="border-b">
        <SheetTitle>Shopping Cart</SheetTitle>
        <SheetDescription>View and manage items in your shopping cart</SheetDescription>
      </SheetHeader>
      <CartDrawerBody onCheckout={onCheckout} />
    </SheetContent>
  );
}

function CartDrawerBody({ onCheckout }: { onCheckout: () => void }) {
  const { status, items, pendingItemId } = useCartState();
  const { applied } = useAppliedDiscount();

  useEffect(() => {
    void loadCart();
  }, []);

  if (status === "error" && items.length === 0) {
    return (
      <CenteredState>
        <p className="text-sm text-muted-foreground">Failed to fetch cart</p>
        <TryAgainButton onClick={() => void loadCart()} />
      </CenteredState>
    );
  }
  if (status !== "ready") {
    return (
      <CenteredState>
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2Icon className="size-4 animate-spin" aria-hidden="true" /> Loading cart...
        </p>
      </CenteredState>
    );
  }
  if (items.length === 0) {
    return (
      <CenteredState>
        <span className="flex size-16 items-center justify-center rounded-full bg-secondary">
          <ShoppingBagIcon className="size-7 text-secondary-foreground" aria-hidden="true" />
        </span>
        <p className="font-display text-lg">Your cart is empty</p>
        <p className="max-w-64 text-sm text-muted-foreground">
          Pick up a ready-made favourite, or design a set of custom pins.
        </p>
        <SheetClose asChild>
          <Button asChild variant="outline">
            <Link to="/#shop">Shop pins</Link>
          </Button>
        </SheetClose>
      </CenteredState>
    );
  }

  const subtotalCents = cartSubtotalCents(items);
  return (
    <>
      <ul className="flex-1 divide-y overflow-y-auto px-5" aria-label="Items in your cart">
        {items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            busy={pendingItemId !== null}
            changing={pendingItemId === item.id}
          />
        ))}
      </ul>
      <SheetFooter className="gap-4 border-t bg-card pb-[max(1.25rem,env(safe-area-inset-bottom))]">
        <DiscountBox subtotalCents={subtotalCents} />
        <OrderTotals subtotalCents={subtotalCents} discount={applied} shippingAtCheckout />
        <Button size="lg" className="w-full" onClick={onCheckout}>
          Checkout <ArrowRightIcon aria-hidden="true" />
        </Button>
      </SheetFooter>
    </>
  );
}

function CenteredState({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 pb-10 text-center">
      {children}
    </div>
  );
}
