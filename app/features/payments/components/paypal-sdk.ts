// PayPal's JavaScript SDK, loaded only on a payment page and only with real credentials
// (the script is loaded dynamically). Just the part the shop uses.

export interface PaypalButtonsOptions {
  style?: Record<string, string | number>;
  onClick?: (
    data: unknown,
    actions: { resolve(): Promise<void>; reject(): Promise<void> },
  ) => Promise<void> | void;
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }, actions: { restart(): Promise<void> }) => Promise<void>;
  onCancel?: () => void;
  onError?: (err: unknown) => void;
}

export interface PaypalButtons {
  render(container: HTMLElement): Promise<void>;
  close(): Promise<void>;
}

export interface PaypalNamespace {
  Buttons(options: PaypalButtonsOptions): PaypalButtons;
}

declare global {
  interface Window {
    paypal?: PaypalNamespace;
  }
}

let loading: Promise<PaypalNamespace> | null = null;

/** Adds the SDK's script once, with the page's CSP nonce (React Router's scripts carry it). */
export function loadPaypalSdk(clientId: string, currency: string): Promise<PaypalNamespace> {
  if (window.paypal) return Promise.resolve(window.paypal);
  loading ??= new Promise<PaypalNamespace>((resolve, reject) => {
    const params = new URLSearchParams({ "client-id": clientId, currency, intent: "capture" });
    const script = document.createElement("script");
    script.src = `https://www.paypal.com/sdk/js?${params}`;
    script.async = true;
    const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
    if (nonce) {
      script.nonce = nonce;
      // The SDK puts this nonce on the styles it injects.
      script.dataset.cspNonce = nonce;
    }
    script.onload = () =>
      window.paypal ? resolve(window.paypal) : reject(new Error("PayPal's script loaded without paypal"));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error("PayPal's script could not be loaded"));
    };
    document.head.append(script);
  });
  return loading;
}
