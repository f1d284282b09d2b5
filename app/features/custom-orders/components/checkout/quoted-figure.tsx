import type { ReactNode } from "react";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import type { AddressQuoteState } from "../../../shipping-tax/index.ts";

/** A quoted line: its figure once the server answered, else what it waits for. */
export function QuotedFigure({
  state,
  testId,
  children,
}: {
  state: AddressQuoteState<unknown>;
  testId: string;
  children: ReactNode;
}) {
  let shown = children;
  if (state.status === "loading") {
    shown = (
      <span className="inline-flex items-center gap-1.5 font-normal text-muted-foreground">
        <Spinner className="size-3.5" /> Calculating...
      </span>
    );
  } else if (state.status === "refused" || state.status === "error") {
    shown = <span className="font-normal text-muted-foreground">Not available</span>;
  } else if (state.status === "address") {
    shown = <span className="font-normal text-muted-foreground">Enter your address</span>;
  }
  return <span data-testid={testId}>{shown}</span>;
}
