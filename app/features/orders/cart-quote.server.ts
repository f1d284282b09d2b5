// What the session's cart costs shipped to an address: its lines, the discount (checked again
// against today's subtotal), and the shipping and tax the owner's rates give. The checkout's
// quote shows exactly this, and the cart purpose charges exactly its total.
import type { Executor } from "../../lib/db.server.ts";
import { conflict } from "../../lib/errors.server.ts";
import { centsToDollars } from "../../lib/money.ts";
import { type CartOwner, getCart } from "../cart/index.server.ts";
import { checkDiscountCode } from "../discounts/index.server.ts";
import { quoteShippingAndTax } from "../shipping-tax/index.server.ts";
import type { CheckoutQuote } from "../shipping-tax/index.ts";
import type { CheckoutQuoteJson, CheckoutQuoteRequest } from "../shipping-tax/shipping-tax.schemas.ts";

export const CART_EMPTY = "Your cart is empty";

export interface PricedCart {
  cart: Awaited<ReturnType<typeof getCart>>;
  discountCodeId: number | null;
  /** The code as stored, or null without one. */
  discountCode: string | null;
  quote: CheckoutQuote;
}

export async function priceCart(
  owner: CartOwner,
  input: { discountCode?: string | null; shippingAddress: { country: string; state: string } },
  tx?: Executor,
): Promise<PricedCart> {
  const cart = await getCart(owner, tx);
  if (cart.items.length === 0) throw conflict(CART_EMPTY);
  let discountCents = 0;
  let discountCodeId: number | null = null;
  let discountCode: string | null = null;
  if (input.discountCode?.trim()) {
    const check = await checkDiscountCode(input.discountCode, cart.subtotalCents, tx);
    if (!check.valid) throw conflict(check.error, { field: "discountCode" });
    discountCents = check.discountCents;
    discountCodeId = check.code.id;
    discountCode = check.code.code;
  }
  const quote = await quoteShippingAndTax(
    { subtotalCents: cart.subtotalCents, discountCents, address: input.shippingAddress },
    tx,
  );
  return { cart, discountCodeId, discountCode, quote };
}

/** `POST /api/checkout/quote`: the figures the checkout shows before the PayPal button. */
export async function quoteCart(owner: CartOwner, input: CheckoutQuoteRequest): Promise<CheckoutQuoteJson> {
  const { quote } = await priceCart(owner, input);
  return {
    subtotal: centsToDollars(quote.subtotalCents),
    discount: centsToDollars(quote.discountCents),
    shipping: centsToDollars(quote.shippingCents),
    tax: centsToDollars(quote.taxCents),
    total: centsToDollars(quote.totalCents),
  };
}
