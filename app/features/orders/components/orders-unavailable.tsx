import { CircleAlertIcon } from "lucide-react";
import { useRevalidator } from "react-router";
import { TryAgainButton } from "../../../components/try-again-button.tsx";

/** The lists could not be read: say so plainly and offer another try. */
export function OrdersUnavailable() {
  const revalidator = useRevalidator();
  return (
    <div
      className="flex flex-col items-center rounded-2xl border bg-card px-6 py-12 text-center shadow-xs"
      role="alert"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <CircleAlertIcon className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-4 font-medium">We couldn't load your orders</p>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">Please try again in a moment.</p>
      <TryAgainButton
        className="mt-5"
        disabled={revalidator.state === "loading"}
        onClick={() => void revalidator.revalidate()}
      />
    </div>
  );
}
