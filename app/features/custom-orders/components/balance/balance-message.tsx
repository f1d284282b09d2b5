import { CheckoutFrame, MessageIcon, type MessageProps } from "../checkout/checkout-layout.tsx";

/** One state of the balance page in a calm card: loading, not found, complete, under review. */
export function BalanceMessage({ title, detail, icon, tone = "neutral", children }: MessageProps) {
  return (
    <CheckoutFrame heading={false}>
      <div
        className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border bg-card px-6 py-12 text-center shadow-xs sm:px-10 sm:py-16"
        role="status"
      >
        {icon && <MessageIcon tone={tone}>{icon}</MessageIcon>}
        <h1 className="mt-5 font-display text-2xl font-semibold sm:text-3xl">{title}</h1>
        {detail && <p className="mt-3 max-w-md text-muted-foreground">{detail}</p>}
        {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </CheckoutFrame>
  );
}
