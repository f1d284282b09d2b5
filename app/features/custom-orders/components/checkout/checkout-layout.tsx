import { LockIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../../../lib/utils.ts";

// The custom checkout's frame, matching the cart checkout's look (routes/checkout.tsx).

export function CheckoutFrame({ heading = true, children }: { heading?: boolean; children: ReactNode }) {
  return (
    <main className="flex-1 bg-gradient-to-b from-secondary/40 to-background">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        {heading && (
          <>
            <p className="text-xs font-semibold tracking-[0.2em] text-primary uppercase">Secure checkout</p>
            <h1 className="mt-2 mb-8 text-3xl sm:text-4xl">Checkout</h1>
          </>
        )}
        {children}
      </div>
    </main>
  );
}

export function CheckoutCard({
  title,
  className,
  children,
}: {
  title?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={cn("rounded-2xl border bg-card p-5 shadow-xs sm:p-7", className)}>
      {title && <h2 className="mb-5 font-display text-xl font-semibold">{title}</h2>}
      {children}
    </section>
  );
}

/** A checkout's two columns: the order summary beside the buyer's details and the payment. */
export function CheckoutColumns({
  summary,
  details,
  children,
}: {
  summary: ReactNode;
  details: ReactNode;
  children: ReactNode;
}) {
  return (
    <CheckoutFrame>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start lg:gap-12">
        <CheckoutCard title="Order summary" className="lg:sticky lg:top-24">
          {summary}
        </CheckoutCard>
        <div className="grid gap-8">
          <CheckoutCard>{details}</CheckoutCard>
          <CheckoutCard title="Payment">{children}</CheckoutCard>
        </div>
      </div>
    </CheckoutFrame>
  );
}

/** Above the payment button when the address is one the shop does not ship to. */
export function NotShippedNote({ message }: { message: ReactNode }) {
  return <p className="mb-4 text-sm text-destructive">{message} Please choose another shipping address.</p>;
}

/** The line under the payment button that says what is charged and how it is kept safe. */
export function SecureNote({ children }: { children: ReactNode }) {
  return (
    <p className="mt-4 flex items-center gap-1.5 text-xs text-muted-foreground">
      <LockIcon className="size-3.5" aria-hidden="true" /> {children}
    </p>
  );
}

const TONES = {
  neutral: "bg-secondary text-secondary-foreground",
  success: "bg-success/15 text-success",
  warning: "bg-brass/15 text-brass-foreground",
} as const;

/** A page's one message instead of its form: loading, not found, done, under review. */
export interface MessageProps {
  title: string;
  detail?: ReactNode;
  icon?: ReactNode;
  tone?: keyof typeof TONES;
  children?: ReactNode;
}

/** The round icon above a message, tinted by its tone. */
export function MessageIcon({
  tone = "neutral",
  children,
}: {
  tone?: MessageProps["tone"];
  children: ReactNode;
}) {
  return (
    <span className={cn("flex size-16 items-center justify-center rounded-full [&_svg]:size-7", TONES[tone])}>
      {children}
    </span>
  );
}

export function CheckoutMessage({ title, detail, icon, tone = "neutral", children }: MessageProps) {
  return (
    <CheckoutFrame>
      <div className="flex flex-col items-center py-12 text-center" role="status">
        {icon && <MessageIcon tone={tone}>{icon}</MessageIcon>}
        <p className="mt-5 font-display text-xl">{title}</p>
        {detail && <div className="mt-2 max-w-md text-sm text-muted-foreground">{detail}</div>}
        {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </CheckoutFrame>
  );
}
