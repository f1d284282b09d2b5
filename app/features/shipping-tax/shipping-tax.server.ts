// The owner's shipping and tax rates (the only code writing `shipping_rates` and `tax_rates`),
// and the quote of an order's shipping and tax from them. Cart orders and custom orders each
// have their own shipping rates (`scope`); both are taxed by the one list of state rates.
import { asc, eq, sql } from "drizzle-orm";
import { shippingRates, taxRates } from "../../../db/schema.ts";
import { recordAudit } from "../../lib/audit.server.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import { invalid } from "../../lib/errors.server.ts";
import { centsToDollars, dollarsToCents } from "../../lib/money.ts";
import { type CheckoutQuote, notShippedTo, quoteCheckout } from "./checkout-quote.ts";
import type { ShippingRateScope } from "./shipping-scope.ts";
import type {
  CustomShippingJson,
  ShippingRateJson,
  ShippingRatesInput,
  TaxRateJson,
  TaxRatesInput,
} from "./shipping-tax.schemas.ts";
import { US_STATE_NEEDED } from "./us-states.ts";

const cents = (dollars: number) => dollarsToCents(dollars)!;

async function shippingRows(tx: Executor, scope: ShippingRateScope) {
  // A country's own rate first, then its states'.
  return tx
    .select()
    .from(shippingRates)
    .where(eq(shippingRates.scope, scope))
    .orderBy(asc(shippingRates.country), sql`${shippingRates.state} asc nulls first`);
}

async function taxRows(tx: Executor) {
  return tx.select().from(taxRates).orderBy(asc(taxRates.state));
}

export async function listShippingRates(
  scope: ShippingRateScope,
  tx: Executor = db(),
): Promise<{ rates: ShippingRateJson[] }> {
  const rows = await shippingRows(tx, scope);
  return {
    rates: rows.map((r) => ({
      country: r.country,
      state: r.state,
      flatRate: centsToDollars(r.flatRateCents),
      freeOver: r.freeOverCents === null ? null : centsToDollars(r.freeOverCents),
    })),
  };
}

/** Replaces every shipping rate of the scope with the owner's list, in one transaction. */
export async function replaceShippingRates(scope: ShippingRateScope, input: ShippingRatesInput) {
  await db().transaction(async (tx) => {
    const before = await listShippingRates(scope, tx);
    await tx.delete(shippingRates).where(eq(shippingRates.scope, scope));
    if (input.rates.length > 0) {
      await tx.insert(shippingRates).values(
        input.rates.map((r) => ({
          scope,
          country: r.country,
          state: r.state ?? null,
          flatRateCents: cents(r.flatRate),
          freeOverCents: r.freeOver == null ? null : cents(r.freeOver),
        })),
      );
    }
    const after = await listShippingRates(scope, tx);
    await recordAudit(tx, {
      action: "shipping_rates.replace",
      entity: "shipping_rates",
      entityId: null,
      before: { scope, ...before },
      after: { scope, ...after },
    });
  });
  return listShippingRates(scope);
}

/**
 * How custom orders ship within the US: free until the owner sets custom-order rates, then one
 * flat US rate, or "at checkout" when the rate depends on the state (or the US has none).
 */
export async function customShippingSummary(tx: Executor = db()): Promise<CustomShippingJson> {
  const rows = await shippingRows(tx, "custom");
  if (rows.length === 0) return { shipping: "free" };
  const us = rows.filter((r) => r.country === "US");
  const [rate] = us;
  if (us.length !== 1 || rate?.state !== null) return { shipping: "at-checkout" };
  if (rate.flatRateCents === 0 || rate.freeOverCents === 0) return { shipping: "free" };
  return {
    shipping: "flat",
    flatRate: centsToDollars(rate.flatRateCents),
    freeOver: rate.freeOverCents === null ? null : centsToDollars(rate.freeOverCents),
  };
}

export async function listTaxRates(tx: Executor = db()): Promise<{ rates: TaxRateJson[] }> {
  const rows = await taxRows(tx);
  return {
    rates: rows.map((r) => ({
      state: r.state,
      rate: r.rateThousandths / 1000,
      onShipping: r.onShipping,
    })),
  };
}

/** Replaces every tax rate with the owner's list, in one transaction. */
export async function replaceTaxRates(input: TaxRatesInput) {
  await db().transaction(async (tx) => {
    const before = await listTaxRates(tx);
    await tx.delete(taxRates);
    if (input.rates.length > 0) {
      await tx.insert(taxRates).values(
        input.rates.map((r) => ({
          state: r.state,
          rateThousandths: Math.round(r.rate * 1000),
          onShipping: r.onShipping,
        })),
      );
    }
    const after = await listTaxRates(tx);
    await recordAudit(tx, {
      action: "tax_rates.replace",
      entity: "tax_rates",
      entityId: null,
      before,
      after,
    });
  });
  return listTaxRates();
}

/**
 * Shipping and tax of an order of `subtotalCents` less `discountCents` to `address`, by the
 * shipping rates of `scope` (the cart's unless said); a 400 "We don't ship to … yet." when
 * those rates cover no such place.
 */
export async function quoteShippingAndTax(
  order: {
    subtotalCents: number;
    discountCents: number;
    address: { country: string; state: string };
    scope?: ShippingRateScope;
  },
  tx: Executor = db(),
): Promise<CheckoutQuote> {
  const [ships, taxes] = await Promise.all([shippingRows(tx, order.scope ?? "cart"), taxRows(tx)]);
  const { subtotalCents, discountCents, address } = order;
  const result = quoteCheckout({
    subtotalCents,
    discountCents,
    address,
    shippingRates: ships,
    taxRates: taxes,
  });
  if (!result.ships && "unknownState" in result) {
    throw invalid(US_STATE_NEEDED, { field: "shippingAddress.state" });
  }
  if (!result.ships) throw invalid(notShippedTo(result.place), { field: "shippingAddress" });
  return result.quote;
}
