import { useNavigate } from "react-router";
import { Sheet } from "../../../components/ui/sheet.tsx";
import { useCartState } from "../cart-store.ts";
import { CartDrawer } from "./cart-drawer.tsx";

interface CartSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** The cart drawer's dialog, loaded with the first open (see useDeferredSheet). */
export default function CartSheet({ open, onOpenChange, onCloseAutoFocus }: CartSheetProps) {
  const { items } = useCartState();
  const navigate = useNavigate();

  // Checkout closes the drawer and goes to /checkout; with an empty cart it does nothing.
  const checkout = () => {
    if (items.length === 0) return;
    onOpenChange(false);
    void navigate("/checkout");
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <CartDrawer onCheckout={checkout} onCloseAutoFocus={onCloseAutoFocus} />
    </Sheet>
  );
}
