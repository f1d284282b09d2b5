import { useCallback, useEffect, useState } from "react";
import type { BalancePaymentJson } from "../../balance/balance-payment.schemas.ts";
import { fetchBalancePayment } from "./balance-calls.ts";
import { wasBalancePaidHere } from "./balance-session.ts";

export type BalancePaymentState =
  | { status: "loading" }
  | { status: "ready"; order: BalancePaymentJson }
  | { status: "paid-here" }
  | { status: "missing" }
  | { status: "expired" };

/** The order a balance link opens; a spent link this tab paid reads as paid. */
export function useBalancePayment(token: string) {
  const [state, setState] = useState<BalancePaymentState>({ status: "loading" });

  const load = useCallback(
    async (signal?: AbortSignal) => {
      const order = await fetchBalancePayment(token, signal);
      if (signal?.aborted) return;
      if (order === "expired") setState({ status: "expired" });
      else if (order) setState({ status: "ready", order });
      else setState({ status: wasBalancePaidHere(token) ? "paid-here" : "missing" });
    },
    [token],
  );

  useEffect(() => {
    setState({ status: "loading" });
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  /** Reads the record again, keeping the page on screen meanwhile. */
  const reload = useCallback(() => void load(), [load]);
  return { state, reload };
}
