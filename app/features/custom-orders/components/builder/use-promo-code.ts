import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "../../../../components/ui/sonner.tsx";
import { centsToDollars, dollarsToCents, formatUsd } from "../../../../lib/money.ts";
import type { DiscountValidationJson } from "../../../discounts/discounts.schemas.ts";
import type { AppliedPromo } from "./builder-state.ts";

// The promo code of step 5: trimmed, blank ignored, checked
// with `POST /api/discount-codes/validate` on the whole order before the discount (pins and
// rush). An invalid answer clears the discount. When the order changes under an applied code,
// the code is checked again for the new amount, since a percentage or a minimum depends on it.

export const PROMO_INVALID_TITLE = "Invalid Promo Code";
export const PROMO_INVALID = "This promo code is not valid for your order.";
export const PROMO_FAILED = "Failed to validate promo code. Please try again.";
const RECHECK_DELAY_MS = 400;

type Outcome =
  | { kind: "valid"; promo: AppliedPromo }
  | { kind: "invalid"; error: string }
  | { kind: "failed" };

async function validate(code: string, orderAmountCents: number): Promise<Outcome> {
  let res: Response;
  try {
    res = await fetch("/api/discount-codes/validate", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ code, orderAmount: centsToDollars(orderAmountCents) }),
    });
  } catch {
    return { kind: "failed" };
  }
  let body: Partial<DiscountValidationJson> & { message?: string };
  try {
    body = (await res.json()) as typeof body;
  } catch {
    return { kind: "failed" };
  }
  // A 400 is the server refusing the code itself (e.g. far too long); anything else is a fault.
  if (res.status === 400) return { kind: "invalid", error: body.message || PROMO_INVALID };
  if (!res.ok) return { kind: "failed" };
  const amountCents = typeof body.discountAmount === "number" ? dollarsToCents(body.discountAmount) : null;
  if (!body.valid || amountCents === null) return { kind: "invalid", error: body.error || PROMO_INVALID };
  return {
    kind: "valid",
    promo: { code: body.discountCode?.code ?? code.toUpperCase(), amountCents, orderAmountCents },
  };
}

function invalidToast(error: string) {
  toast.error(PROMO_INVALID_TITLE, { description: error });
}

export function usePromoCode(options: {
  applied: AppliedPromo | null;
  orderAmountCents: number;
  setApplied: (promo: AppliedPromo | null) => void;
}) {
  const { applied, orderAmountCents, setApplied } = options;
  const [pending, setPending] = useState(false);
  const setLatest = useRef(setApplied);
  setLatest.current = setApplied;

  const apply = useCallback(
    async (typed: string) => {
      const code = typed.trim();
      if (!code || pending) return false;
      setPending(true);
      const outcome = await validate(code, orderAmountCents);
      setPending(false);
      if (outcome.kind === "failed") {
        toast.error("Error", { description: PROMO_FAILED });
        return false;
      }
      if (outcome.kind === "invalid") {
        setLatest.current(null);
        invalidToast(outcome.error);
        return false;
      }
      setLatest.current(outcome.promo);
      toast.success("Promo Code Applied", {
        description: `You saved ${formatUsd(outcome.promo.amountCents)}!`,
      });
      return true;
    },
    [orderAmountCents, pending],
  );

  const remove = useCallback(() => {
    setLatest.current(null);
    toast("Promo Code Removed", { description: "The promo code has been removed from your order." });
  }, []);

  const staleCode = applied && applied.orderAmountCents !== orderAmountCents ? applied.code : null;
  useEffect(() => {
    if (!staleCode) return;
    let live = true;
    const timer = setTimeout(async () => {
      setPending(true);
      const outcome = await validate(staleCode, orderAmountCents);
      if (!live) return;
      setPending(false);
      if (outcome.kind === "valid") setLatest.current(outcome.promo);
      else if (outcome.kind === "invalid") {
        setLatest.current(null);
        invalidToast(outcome.error);
      }
    }, RECHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      setPending(false);
    };
  }, [staleCode, orderAmountCents]);

  return { apply, remove, pending };
}
