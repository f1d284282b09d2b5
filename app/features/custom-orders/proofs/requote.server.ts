// The owner's re-quote at the proof, on the server (docs/decisions/019-requote-at-the-proof.md):
// read from the upload's `requote` field, priced when the mockup is sent and stored on its
// version, shown on the proof page, and written on the order by the customer's approval, in the
// approval's transaction. A new total below what was paid starts the refund of the difference in
// that same transaction (the ledger's pending row), so a second approval can never start another.
import { eq } from "drizzle-orm";
import { customOrders, discountCodes } from "../../../../db/schema.ts";
import type { Executor, Tx } from "../../../lib/db.server.ts";
import { invalid } from "../../../lib/errors.server.ts";
import { centsToDollars, formatUsd } from "../../../lib/money.ts";
import { discountCentsFor } from "../../discounts/index.ts";
import { type MoneyView, moneyView, startOrderRefund } from "../../payments/index.server.ts";
import type { CustomOrder } from "../custom-orders.server.ts";
import type { Mockup } from "./mockups.server.ts";
import {
  type MockupRequoteJson,
  type ProofQuoteJson,
  REQUOTE_BELOW_ZERO,
  REQUOTE_CHANGES_NOTHING,
  REQUOTE_NOT_JSON,
  RequoteSchema,
  type StoredRequote,
} from "./requote.schemas.ts";
import { priceRequote, requoteChanges } from "./requote.ts";

/** The `requote` field of the upload, checked strictly: undefined when none was sent. */
export function parseRequoteField(raw: unknown) {
  if (raw === undefined || raw === "") return undefined;
  if (typeof raw !== "string") throw invalid(REQUOTE_NOT_JSON, { field: "requote" });
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw invalid(REQUOTE_NOT_JSON, { field: "requote" });
  }
  if (json === null || typeof json !== "object" || Array.isArray(json)) {
    throw invalid(REQUOTE_NOT_JSON, { field: "requote" });
  }
  return RequoteSchema.parse(json);
}

/**
 * The order's discount rule on a new price: its code's terms when the code still exists (a
 * percentage follows the price), else the amount it got, as a fixed discount.
 */
async function discountRuleOf(tx: Executor, order: CustomOrder) {
  if (order.discountCodeId === null) return () => order.discountCents;
  const [code] = await tx
    .select({ discountType: discountCodes.discountType, discountValue: discountCodes.discountValue })
    .from(discountCodes)
    .where(eq(discountCodes.id, order.discountCodeId));
  if (!code) return () => order.discountCents;
  return (discountable: number) => discountCentsFor(code, discountable);
}

/** The re-quote priced for the order as it stands; 400 when it changes nothing or goes below 0. */
export async function priceRequoteFor(
  tx: Executor,
  order: CustomOrder,
  input: NonNullable<ReturnType<typeof parseRequoteField>>,
): Promise<StoredRequote> {
  const result = priceRequote(order, input, await discountRuleOf(tx, order));
  if (!result.ok) {
    throw invalid(result.problem === "unchanged" ? REQUOTE_CHANGES_NOTHING : REQUOTE_BELOW_ZERO, {
      field: "requote",
    });
  }
  return result.requote;
}

export function toMockupRequoteJson(r: StoredRequote): MockupRequoteJson {
  return {
    previousTotal: centsToDollars(r.previous.owedCents),
    total: centsToDollars(r.owedCents),
    adjustment: centsToDollars(r.adjustmentCents),
    reason: r.reason,
    changes: requoteChanges(r),
  };
}

/** What the order owes after the re-quote, against what it has paid (its money view). */
function settlement(r: StoredRequote, money: MoneyView) {
  return {
    balanceCents: Math.max(0, r.owedCents - money.chargedCents),
    refundCents: Math.max(0, money.netPaidCents - r.owedCents),
  };
}

/** `quote` of the proof: before and after, paid, the balance left and any refund approval makes. */
export async function proofQuoteOf(
  order: CustomOrder,
  r: StoredRequote,
  tx: Executor,
): Promise<ProofQuoteJson> {
  const money = await moneyView(
    { customOrderId: order.id, totalCents: r.owedCents, status: order.status },
    tx,
  );
  const { balanceCents, refundCents } = settlement(r, money);
  return {
    ...toMockupRequoteJson(r),
    paid: centsToDollars(money.netPaidCents),
    balance: centsToDollars(balanceCents),
    refund: centsToDollars(refundCents),
  };
}

/** The history's words for an approved re-quote: old and new total, and the reason. */
export const requoteNote = (r: StoredRequote) =>
  `new price ${formatUsd(r.owedCents)} (was ${formatUsd(r.previous.owedCents)})${
    r.reason ? `; reason: ${r.reason}` : ""
  }`;

export interface AppliedRequote {
  order: CustomOrder;
  refundCents: number;
  /** Refund rows started in the transaction; send them once it commits. */
  refundIds: number[];
}

/**
 * Writes the approved re-quote on the order (the caller holds its row lock) and starts the
 * refund of what was paid above the new total. The deposit's share of the tax never exceeds the
 * order's tax (a lower price lowers both).
 */
export async function applyRequote(tx: Tx, order: CustomOrder, mockup: Mockup): Promise<AppliedRequote> {
  const r = mockup.requote!;
  const depositCents = Math.min(order.depositCents, r.totalCents);
  const [updated] = await tx
    .update(customOrders)
    .set({
      size: r.options.size,
      plating: r.options.plating,
      pinBack: r.options.pinBack,
      packaging: r.options.packaging,
      pricePerPinCents: r.pricePerPinCents,
      subtotalCents: r.subtotalCents,
      rushFeeCents: r.rushFeeCents,
      discountCents: r.discountCents,
      adjustmentCents: r.adjustmentCents,
      adjustmentReason: r.reason,
      totalCents: r.totalCents,
      depositCents,
      balanceCents: r.totalCents - depositCents,
      taxCents: r.taxCents,
      depositTaxCents: Math.min(order.depositTaxCents, r.taxCents),
    })
    .where(eq(customOrders.id, order.id))
    .returning();
  const money = await moneyView(
    { customOrderId: order.id, totalCents: r.owedCents, status: order.status },
    tx,
  );
  const { refundCents } = settlement(r, money);
  const refundIds =
    refundCents > 0
      ? await startOrderRefund(
          tx,
          { customOrderId: order.id },
          refundCents,
          `Mockup v${mockup.version} approved with its ${requoteNote(r)}`,
        )
      : [];
  return { order: updated!, refundCents, refundIds };
}
