// A prepared custom order's shipping and sales tax to the shopper's address, by the owner's
// custom-order shipping rates and the state tax rates (docs/product-rules.md#shipping-and-tax).
// The deposit checkout shows these figures, and the deposit payment charges exactly them.
import type { Executor } from "../../../lib/db.server.ts";
import { conflict } from "../../../lib/errors.server.ts";
import { centsToDollars } from "../../../lib/money.ts";
import { quoteShippingAndTax } from "../../shipping-tax/index.server.ts";
import { usStateCode } from "../../shipping-tax/index.ts";
import type { CustomOrderQuoteJson, CustomOrderQuoteRequest } from "../custom-orders.schemas.ts";
import {
  type CustomOrder,
  DEPOSIT_ALREADY_PAID,
  findViewableOrder,
  type OrderViewer,
} from "../custom-orders.server.ts";
import { type CustomOrderCharges, customOrderCharges } from "../order-charges.ts";

/** The charges and where they were figured for: what the paid deposit fixes on the order. */
export interface DepositCharges extends CustomOrderCharges {
  shipToCountry: string;
  /** A US state's code; elsewhere the region as typed, or null. */
  shipToState: string | null;
}

/** The order's charges shipped to `address`; a 400 when its rates do not ship there. */
export async function depositCharges(
  order: Pick<CustomOrder, "totalCents" | "depositCents">,
  address: { country: string; state: string },
  tx?: Executor,
): Promise<DepositCharges> {
  const quote = await quoteShippingAndTax(
    { subtotalCents: order.totalCents, discountCents: 0, address, scope: "custom" },
    tx,
  );
  const country = address.country.trim().toUpperCase();
  const state = country === "US" ? usStateCode(address.state) : address.state.trim() || null;
  return { ...customOrderCharges(order, quote), shipToCountry: country, shipToState: state };
}

/** `POST /api/custom-orders/{id}/quote`: the deposit checkout's figures, for a pending order only. */
export async function quoteDeposit(
  viewer: OrderViewer,
  id: number,
  input: CustomOrderQuoteRequest,
): Promise<CustomOrderQuoteJson> {
  const { order } = await findViewableOrder({ user: viewer.user, token: input.checkoutToken }, id);
  if (order.status !== "pending") throw conflict(DEPOSIT_ALREADY_PAID, { status: order.status });
  const c = await depositCharges(order, input.shippingAddress);
  return {
    totalPrice: centsToDollars(c.goodsCents),
    shipping: centsToDollars(c.shippingCents),
    tax: centsToDollars(c.taxCents),
    total: centsToDollars(c.grandTotalCents),
    depositAmount: centsToDollars(c.depositCents),
    depositTax: centsToDollars(c.depositTaxCents),
    depositDue: centsToDollars(c.depositDueCents),
    balanceDue: centsToDollars(c.balanceDueCents),
  };
}
