import { useCallback, useEffect, useState } from "react";
import type { PaypalSetupJson } from "../payments.schemas.ts";
import { fetchPaypalSetup } from "./payment-calls.ts";

export type PaypalSetupState =
  | { status: "loading" }
  | { status: "ready"; setup: PaypalSetupJson }
  | { status: "error" };

/** `GET /paypal/setup`: which button to show, real PayPal or test mode. */
export function usePaypalSetup(): PaypalSetupState & { retry: () => void } {
  const [state, setState] = useState<PaypalSetupState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt asks again.
  useEffect(() => {
    let current = true;
    setState({ status: "loading" });
    fetchPaypalSetup().then(
      (setup) => current && setState({ status: "ready", setup }),
      () => current && setState({ status: "error" }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
