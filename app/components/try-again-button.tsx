import { RotateCcwIcon } from "lucide-react";
import { Button } from "./ui/button.tsx";

/** "Try again" where something a shopper's page needed did not load (the cart, an order, PayPal). */
export function TryAgainButton({
  onClick,
  size,
  className,
  disabled,
}: {
  onClick: () => void;
  size?: "sm";
  className?: string;
  disabled?: boolean;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      className={className}
      disabled={disabled}
      onClick={onClick}
    >
      <RotateCcwIcon aria-hidden="true" /> Try again
    </Button>
  );
}
