import type { ComponentProps } from "react";
import { Input } from "./ui/input.tsx";

/**
 * The box a shopper types a discount or promo code into: shown in upper case
 * in a monospace face, no autofill or spell-checking, at most 64 characters.
 */
export function CodeInput(props: ComponentProps<typeof Input>) {
  return (
    <Input
      placeholder="e.g. SAVE15"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={64}
      className="font-mono uppercase placeholder:font-sans placeholder:normal-case"
      {...props}
    />
  );
}
