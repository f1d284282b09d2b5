import type * as React from "react";

interface AuthCardProps {
  title: string;
  description?: React.ReactNode;
  /** Shown above the heading instead of the pin mark (e.g. an outcome's icon). */
  icon?: React.ReactNode;
  children: React.ReactNode;
  /** Quiet links under the card (e.g. "Don't have an account? Sign up"). */
  footer?: React.ReactNode;
}

/** The centred card every account page sits in: the pin mark, a heading, the form. */
export function AuthCard({ title, description, icon, children, footer }: AuthCardProps) {
  return (
    <main className="relative flex flex-1 items-start justify-center overflow-hidden bg-[radial-gradient(ellipse_at_top,var(--color-secondary)_0%,transparent_60%),linear-gradient(to_bottom,color-mix(in_oklch,var(--color-primary)_6%,var(--color-background)),var(--color-background))] px-4 py-12 sm:items-center sm:py-20">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border bg-card px-6 py-8 shadow-[0_1px_2px_rgb(0_0_0/0.04),0_12px_32px_-12px_rgb(20_60_40/0.18)] sm:px-10 sm:py-10">
          <div className="flex flex-col items-center text-center">
            {icon ?? (
              <img
                src="/images/brand/logo-mark.svg"
                alt=""
                width={56}
                height={56}
                className="size-14 rounded-full bg-secondary/60 p-1.5 ring-1 ring-border"
              />
            )}
            <h1 className="mt-5 text-2xl sm:text-[1.7rem]">{title}</h1>
            {description && <div className="mt-2 text-sm text-muted-foreground">{description}</div>}
          </div>
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>}
      </div>
    </main>
  );
}
