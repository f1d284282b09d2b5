import type { ReactNode } from "react";

/** The proof page's frame: the shop's cream-to-paper backdrop, an eyebrow and the page heading. */
export function ProofFrame({ orderId, children }: { orderId?: number; children: ReactNode }) {
  return (
    <main className="flex-1 bg-gradient-to-b from-secondary/40 to-background">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <p className="text-xs font-semibold tracking-[0.2em] text-primary uppercase">
          {orderId ? `Design proof · Order #${orderId}` : "Design proof"}
        </p>
        <h1 className="mt-2 mb-8 text-3xl sm:text-4xl">Review Your Mockup</h1>
        {children}
      </div>
    </main>
  );
}

/** A whole-page state (not found, failed): an icon, a title, a line and what to do next. */
export function ProofMessage({
  title,
  detail,
  icon,
  children,
}: {
  title: string;
  detail: ReactNode;
  icon: ReactNode;
  children?: ReactNode;
}) {
  return (
    <main className="flex flex-1 items-center bg-gradient-to-b from-secondary/40 to-background">
      <div
        className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24"
        role="status"
      >
        <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-7">
          {icon}
        </span>
        <h1 className="mt-5 text-2xl sm:text-3xl">{title}</h1>
        <div className="mt-3 text-muted-foreground">{detail}</div>
        {children && <div className="mt-7 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </main>
  );
}

/** A card of the page, with an optional small heading. */
export function ProofCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border bg-card p-5 shadow-xs sm:p-6">
      {title && <h2 className="mb-4 font-display text-lg font-semibold">{title}</h2>}
      {children}
    </section>
  );
}
