import { PaletteIcon } from "lucide-react";
import { ReviewMockupButton } from "./review-mockup-button.tsx";

/** On an order card while the mockup waits for the customer: say so, and open the proof page. */
export function MockupReadyNotice({
  customOrderId,
  viewToken,
}: {
  customOrderId: number;
  viewToken?: string;
}) {
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-primary/25 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <PaletteIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <p className="font-medium">Your mockup is ready</p>
          <p className="text-sm text-muted-foreground">
            Approve it or ask for changes to keep your order moving.
          </p>
        </div>
      </div>
      <ReviewMockupButton customOrderId={customOrderId} viewToken={viewToken} />
    </div>
  );
}
