import { FlaskConicalIcon } from "lucide-react";
import { TryAgainButton } from "../../../components/try-again-button.tsx";
import { Alert, AlertDescription, AlertTitle } from "../../../components/ui/alert.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { type PaymentFlowOptions, usePaymentFlow } from "./payment-flow.ts";
import { PaypalSdkButton } from "./paypal-sdk-button.tsx";
import { TestModePaypalButton } from "./test-mode-paypal-button.tsx";
import { usePaypalSetup } from "./use-paypal-setup.ts";

export interface PayPalButtonProps extends PaymentFlowOptions {
  /** Nothing can be paid right now (e.g. an out-of-stock line); the reason is shown elsewhere. */
  disabled?: boolean;
}

/**
 * The payment button of every payment screen (cart checkout now; deposit and balance later):
 * PayPal's Smart Buttons with real credentials, a clearly marked emulator button in test mode,
 * both through the same createOrder / onApprove steps.
 */
export function PayPalButton({ disabled, ...options }: PayPalButtonProps) {
  const setup = usePaypalSetup();
  const { flow, notice } = usePaymentFlow(options);

  if (setup.status === "loading") {
    return (
      <p className="flex items-center gap-2 py-2 text-sm text-muted-foreground" role="status">
        <Spinner /> Loading payment information...
      </p>
    );
  }
  if (setup.status === "error" || (!setup.setup.testMode && !setup.setup.clientId)) {
    return (
      <div className="grid justify-items-start gap-3 text-sm" role="alert">
        <p className="text-destructive">Payment information could not be loaded. Please try again.</p>
        <TryAgainButton size="sm" onClick={setup.retry} />
      </div>
    );
  }

  const { testMode } = setup.setup;
  return (
    <div className="grid gap-4">
      {testMode && (
        <Alert role="note" className="border-brass/60 bg-brass/10">
          <FlaskConicalIcon aria-hidden="true" />
          <AlertTitle>Test mode — no real money is charged</AlertTitle>
          <AlertDescription>
            Payments go to a built-in PayPal stand-in. Approve the payment in the window that opens.
          </AlertDescription>
        </Alert>
      )}
      {testMode ? (
        <TestModePaypalButton flow={flow} disabled={disabled} />
      ) : (
        <PaypalSdkButton setup={setup.setup} flow={flow} disabled={disabled} />
      )}
      {notice && (
        <p
          role={notice.tone === "error" ? "alert" : "status"}
          className={notice.tone === "error" ? "text-sm text-destructive" : "text-sm text-muted-foreground"}
        >
          {notice.text}
        </p>
      )}
    </div>
  );
}
