import type { ReactNode } from "react";
import type { CustomOrderQuote } from "../../../pricing/index.ts";
import type { BuilderState, Step } from "./builder-state.ts";
import { DesignStep } from "./design-step.tsx";
import { PackagingStep } from "./packaging-step.tsx";
import { QuantityStep } from "./quantity-step.tsx";
import { ReviewStep } from "./review-step.tsx";
import { SpecsStep } from "./specs-step.tsx";
import type { RushAvailability } from "./use-rush-availability.ts";

/** The body of the current step. */
export function StepContent({
  state,
  update,
  quote,
  rush,
  logo,
  thumbnail,
  onLogo,
  needsReupload,
  onEdit,
  promo,
}: {
  state: BuilderState;
  update: (patch: Partial<BuilderState>) => void;
  quote: CustomOrderQuote;
  rush: RushAvailability;
  logo: File | null;
  thumbnail: string | null;
  onLogo: (file: File | null) => void;
  needsReupload: boolean;
  onEdit: (step: Step) => void;
  promo: ReactNode;
}) {
  switch (state.currentStep) {
    case 1:
      return <QuantityStep quantity={state.quantity} onChange={(quantity) => update({ quantity })} />;
    case 2:
      return (
        <SpecsStep size={state.size} plating={state.plating} pinBack={state.pinBack} onChange={update} />
      );
    case 3:
      return (
        <PackagingStep
          packaging={state.packaging}
          rushOrder={state.rushOrder}
          rush={rush}
          onChange={update}
        />
      );
    case 4:
      return (
        <DesignStep
          logo={logo}
          thumbnail={thumbnail}
          onLogo={onLogo}
          needsReupload={needsReupload}
          customerName={state.customerName}
          customerEmail={state.customerEmail}
          onChange={update}
        />
      );
    case 5:
      return (
        <ReviewStep state={state} quote={quote} logoName={logo?.name ?? null} onEdit={onEdit} promo={promo} />
      );
  }
}
