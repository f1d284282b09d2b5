import { MinusIcon, PlusIcon } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { MAX_CART_QUANTITY } from "../../cart/index.ts";

/** How many of a pin to add, 1 to the cart line's limit. */
export function QuantityStepper({
  value,
  onChange,
  disabled = false,
}: {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const set = (next: number) => onChange(Math.min(MAX_CART_QUANTITY, Math.max(1, next)));
  return (
    <div className="inline-flex h-12 items-center rounded-md border bg-card">
      <Button
        type="button"
        variant="ghost"
        size="icon-lg"
        aria-label="Decrease quantity"
        disabled={disabled || value <= 1}
        onClick={() => set(value - 1)}
      >
        <MinusIcon aria-hidden="true" />
      </Button>
      <input
        type="number"
        inputMode="numeric"
        aria-label="Quantity"
        min={1}
        max={MAX_CART_QUANTITY}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const parsed = Number.parseInt(event.target.value, 10);
          if (Number.isFinite(parsed)) set(parsed);
        }}
        className="h-full w-12 [appearance:textfield] bg-transparent text-center text-base font-medium tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <Button
        type="button"
        variant="ghost"
        size="icon-lg"
        aria-label="Increase quantity"
        disabled={disabled || value >= MAX_CART_QUANTITY}
        onClick={() => set(value + 1)}
      >
        <PlusIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
