import type { CartItemJson } from "./cart.schemas.ts";

// The cart drawer's and the checkout's figures. The server
// computes the same from its own rows at payment and refuses a differing figure.

type PricedLine = Pick<CartItemJson, "quantity"> & { product: Pick<CartItemJson["product"], "priceCents"> };

export function lineTotalCents(line: PricedLine): number {
  return line.product.priceCents * line.quantity;
}

export function cartSubtotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

/** Subtotal minus the discount, never below zero. */
export function cartTotalCents(subtotalCents: number, discountCents: number): number {
  return Math.max(0, subtotalCents - discountCents);
}
