import type { ReactNode } from "react";
import { formatUsd } from "../../../lib/money.ts";
import { cn } from "../../../lib/utils.ts";

/** A fact of an order: a small label over its value. */
export function Fact({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("min-w-0", className)}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-1 font-medium text-foreground">{children}</dd>
    </div>
  );
}

/** A small line under a fact's value. */
export function FactNote({ children }: { children: ReactNode }) {
  return <span className="block text-xs font-normal text-muted-foreground">{children}</span>;
}

/** Under an order's total: the shipping and the sales tax it includes, each when there is some. */
export function ShippingTaxNotes({ shippingCents, taxCents }: { shippingCents: number; taxCents: number }) {
  return (
    <>
      {shippingCents > 0 && <FactNote>Shipping {formatUsd(shippingCents)}</FactNote>}
      {taxCents > 0 && <FactNote>Sales tax {formatUsd(taxCents)}</FactNote>}
    </>
  );
}
