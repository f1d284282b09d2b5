import type { ReactNode } from "react";
import { cn } from "../../../../lib/utils.ts";
import { CheckoutFrame } from "../checkout/checkout-layout.tsx";

const TONES = {
  neutral: "bg-secondary text-secondary-foreground",
  success: "bg-success/15 text-success",
  warning: "bg-brass/15 text-brass-foreground",
} as const;

/** One state of the balance page in a calm card: loading, not found, complete, under review. */
export function BalanceMessage({
  title,
  detail,
  icon,
  tone = "neutral",
  children,
}: {
  title: string;
  detail?: ReactNode;
  icon: ReactNode;
  tone?: keyof typeof TONES;
  children?: ReactNode;
}) {
  return (
    <CheckoutFrame heading={false}>
      <div
        className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border bg-card px-6 py-12 text-center shadow-xs sm:px-10 sm:py-16"
        role="status"
      >
        <span
          className={cn("flex size-16 items-center justify-center rounded-full [&_svg]:size-7", TONES[tone])}
        >
          {icon}
        </span>
        <h1 className="mt-5 font-display text-2xl font-semibold sm:text-3xl">{title}</h1>
        {detail && <p className="mt-3 max-w-md text-muted-foreground">{detail}</p>}
        {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </CheckoutFrame>
  );
}
