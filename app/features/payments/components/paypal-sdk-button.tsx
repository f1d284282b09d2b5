import { useEffect, useRef, useState } from "react";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { cn } from "../../../lib/utils.ts";
import type { PaypalSetupJson } from "../payments.schemas.ts";
import type { PaymentFlow } from "./payment-flow.ts";
import { loadPaypalSdk, type PaypalButtons } from "./paypal-sdk.ts";

/** PayPal's own Smart Buttons, with real credentials. */
export function PaypalSdkButton({
  setup,
  flow,
  disabled,
}: {
  setup: PaypalSetupJson;
  flow: PaymentFlow;
  disabled?: boolean;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "error">("loading");

  useEffect(() => {
    let buttons: PaypalButtons | undefined;
    let current = true;
    loadPaypalSdk(setup.clientId, setup.currency)
      .then(async (paypal) => {
        if (!current || !container.current) return;
        buttons = paypal.Buttons({
          style: { layout: "vertical", shape: "pill", label: "pay", height: 48 },
          onClick: (_data, actions) => (flow.fields() ? actions.resolve() : actions.reject()),
          createOrder: async () => {
            const fields = flow.fields();
            if (!fields) throw new Error("The checkout form is incomplete");
            return flow.createOrder(fields);
          },
          onApprove: async (data, actions) => {
            // PayPal's advice for INSTRUMENT_DECLINED: let the buyer choose another funding source.
            if ((await flow.capture(data.orderID)) === "declined") await actions.restart();
          },
          onCancel: () => flow.cancelled(),
          onError: () => flow.failed(),
        });
        await buttons.render(container.current);
        if (current) setStatus("ready");
      })
      .catch(() => current && setStatus("error"));
    return () => {
      current = false;
      void buttons?.close().catch(() => undefined);
    };
  }, [setup.clientId, setup.currency, flow]);

  return (
    <div className="grid gap-2">
      {status === "loading" && (
        <p className="flex items-center justify-center gap-2 py-3 text-sm text-muted-foreground">
          <Spinner /> Loading PayPal...
        </p>
      )}
      {status === "error" && (
        <p className="text-sm text-destructive" role="alert">
          PayPal could not be loaded. Check your connection and reload the page.
        </p>
      )}
      <div
        ref={container}
        className={cn("min-h-12", disabled && "pointer-events-none opacity-50")}
        aria-disabled={disabled}
      />
    </div>
  );
}
