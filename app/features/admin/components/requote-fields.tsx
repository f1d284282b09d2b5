import { useId } from "react";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { dollarsToCents, formatUsd } from "../../../lib/money.ts";
import { cn } from "../../../lib/utils.ts";
import type { CustomOrderJson } from "../../custom-orders/custom-orders.schemas.ts";
import { priceRequote } from "../../custom-orders/proofs/index.ts";
import {
  ADJUSTMENT_REASON_MAX,
  type RequoteInput,
  RequoteSchema,
} from "../../custom-orders/proofs/requote.schemas.ts";
import {
  PACKAGING,
  PACKAGING_LABELS,
  PIN_BACK_LABELS,
  PIN_BACKS,
  PLATING_LABELS,
  PLATINGS,
  SIZE_LABELS,
  SIZES,
  togglePackaging,
} from "../../pricing/index.ts";

// "Change the quote" in the owner's mockup form (docs/decisions/019-requote-at-the-proof.md):
// options pre-filled with the order's, an adjustment and its reason, and a live preview of the
// old and new total from the same pure rule the server prices with.

export type RequoteOrder = Pick<
  CustomOrderJson,
  | "quantity"
  | "size"
  | "plating"
  | "pinBack"
  | "packaging"
  | "rushOrder"
  | "totalPrice"
  | "shippingAmount"
  | "taxAmount"
  | "discountAmount"
  | "promoCode"
  | "money"
>;

export interface RequoteDraft {
  open: boolean;
  size: string;
  plating: string;
  pinBack: string;
  packaging: string[];
  amount: string;
  reason: string;
}

export const initialRequote = (order: RequoteOrder): RequoteDraft => ({
  open: false,
  size: order.size,
  plating: order.plating,
  pinBack: order.pinBack,
  packaging: order.packaging.split(","),
  amount: "",
  reason: "",
});

/** The `requote` body the draft asks for (only the options that change), or null when closed. */
export function requoteBody(draft: RequoteDraft, order: RequoteOrder): RequoteInput | null {
  if (!draft.open) return null;
  const options: Record<string, unknown> = {};
  if (draft.size !== order.size) options.size = draft.size;
  if (draft.plating !== order.plating) options.plating = draft.plating;
  if (draft.pinBack !== order.pinBack) options.pinBack = draft.pinBack;
  if (draft.packaging.join(",") !== order.packaging) options.packaging = draft.packaging;
  const amount = draft.amount.trim();
  return {
    ...(Object.keys(options).length > 0 ? { options: options as RequoteInput["options"] } : {}),
    ...(amount || draft.reason.trim()
      ? { adjustment: { amount: Number(amount), reason: draft.reason } }
      : {}),
  };
}

const cents = (dollars: number) => dollarsToCents(dollars) ?? 0;

/** The preview: the new total or the reason it cannot be sent yet. */
const NOTHING_YET = "Nothing changes yet.";

function preview(draft: RequoteDraft, order: RequoteOrder) {
  const body = requoteBody(draft, order);
  if (!body?.options && !body?.adjustment) return { problem: NOTHING_YET };
  const parsed = RequoteSchema.safeParse(body);
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? "Check the re-quote." };
  const basis = {
    ...order,
    packaging: order.packaging.split(","),
    totalCents: cents(order.totalPrice),
    shippingCents: cents(order.shippingAmount),
    taxCents: cents(order.taxAmount),
    adjustmentCents: 0,
    adjustmentReason: null,
  };
  const result = priceRequote(basis, parsed.data, () => cents(order.discountAmount));
  if (!result.ok) {
    return {
      problem: result.problem === "unchanged" ? NOTHING_YET : "The total cannot go below zero.",
    };
  }
  const r = result.requote;
  const paidCents = cents(order.money.netPaid);
  return { previous: r.previous.owedCents, total: r.owedCents, paid: paidCents };
}

const selectClass = cn(
  "h-10 w-full rounded-md border border-input bg-card px-3 text-sm shadow-xs outline-none",
  "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:opacity-50",
);

function OptionSelect({
  label,
  value,
  values,
  labels,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  values: readonly string[];
  labels: Readonly<Record<string, string>>;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={selectClass}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      >
        {values.map((v) => (
          <option key={v} value={v}>
            {labels[v] ?? v}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The "Change the quote" part of the mockup form. */
export function RequoteFields({
  order,
  draft,
  disabled,
  onChange,
}: {
  order: RequoteOrder;
  draft: RequoteDraft;
  disabled: boolean;
  onChange: (draft: RequoteDraft) => void;
}) {
  const id = useId();
  const set = (patch: Partial<RequoteDraft>) => onChange({ ...draft, ...patch });
  return (
    <fieldset className="grid gap-3 rounded-md border bg-card p-3" disabled={disabled}>
      <legend className="sr-only">Change the quote</legend>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-open`}
          checked={draft.open}
          onCheckedChange={(checked) => set({ open: checked === true })}
        />
        <Label htmlFor={`${id}-open`} className="font-semibold">
          Change the quote
        </Label>
      </div>
      {draft.open && (
        <>
          <p className="text-xs text-muted-foreground">
            The customer sees the old and new price on the proof; approving the design approves the new price.
            Same quantity ({order.quantity}) and delivery.
          </p>
          <div className="grid gap-3 sm:grid-cols-3">
            <OptionSelect
              label="Size"
              value={draft.size}
              values={SIZES}
              labels={SIZE_LABELS}
              disabled={disabled}
              onChange={(size) => set({ size })}
            />
            <OptionSelect
              label="Plating"
              value={draft.plating}
              values={PLATINGS}
              labels={PLATING_LABELS}
              disabled={disabled}
              onChange={(plating) => set({ plating })}
            />
            <OptionSelect
              label="Pin back"
              value={draft.pinBack}
              values={PIN_BACKS}
              labels={PIN_BACK_LABELS}
              disabled={disabled}
              onChange={(pinBack) => set({ pinBack })}
            />
          </div>
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 text-sm font-medium">Packaging</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {PACKAGING.map((p) => (
                <div key={p} className="flex items-center gap-2">
                  <Checkbox
                    id={`${id}-pack-${p}`}
                    checked={draft.packaging.includes(p)}
                    onCheckedChange={(checked) =>
                      set({ packaging: togglePackaging(draft.packaging, p, checked === true) })
                    }
                  />
                  <Label htmlFor={`${id}-pack-${p}`} className="font-normal">
                    {PACKAGING_LABELS[p]}
                  </Label>
                </div>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-[9rem_1fr]">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-amount`}>Adjustment ($)</Label>
              <Input
                id={`${id}-amount`}
                type="number"
                step="0.01"
                inputMode="decimal"
                placeholder="e.g. 25 or -10"
                value={draft.amount}
                onChange={(e) => set({ amount: e.target.value })}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-reason`}>Reason for the adjustment</Label>
              <Input
                id={`${id}-reason`}
                maxLength={ADJUSTMENT_REASON_MAX}
                placeholder="e.g. A fifth enamel colour"
                value={draft.reason}
                onChange={(e) => set({ reason: e.target.value })}
              />
            </div>
          </div>
          <RequotePreview draft={draft} order={order} />
        </>
      )}
    </fieldset>
  );
}

function RequotePreview({ draft, order }: { draft: RequoteDraft; order: RequoteOrder }) {
  const p = preview(draft, order);
  if ("problem" in p) {
    return (
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {p.problem}
      </p>
    );
  }
  const after = p.total - p.paid;
  return (
    <div
      className="grid gap-1 rounded-md bg-muted/60 p-3 text-sm"
      aria-live="polite"
      data-testid="requote-preview"
    >
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-muted-foreground">Order total</span>
        <s className="text-muted-foreground">{formatUsd(p.previous)}</s>
        <span aria-hidden="true">→</span>
        <span className="text-base font-semibold">{formatUsd(p.total)}</span>
      </p>
      <p className="text-muted-foreground">
        {after >= 0
          ? `Balance after approval: ${formatUsd(after)} (${formatUsd(p.paid)} paid).`
          : `Approval refunds ${formatUsd(-after)} of the ${formatUsd(p.paid)} paid.`}
      </p>
      {order.promoCode && (
        <p className="text-xs text-muted-foreground">
          {`Promo code ${order.promoCode} is applied to the new price when you send it; the preview keeps its current amount.`}
        </p>
      )}
    </div>
  );
}
