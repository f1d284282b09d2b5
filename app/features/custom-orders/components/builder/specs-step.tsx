import {
  PIN_BACK_LABELS,
  PIN_BACK_SURCHARGE_CENTS,
  PIN_BACKS,
  type PinBack,
  PLATING_LABELS,
  PLATING_SURCHARGE_CENTS,
  PLATINGS,
  type Plating,
  SIZE_LABELS,
  SIZE_SURCHARGE_CENTS,
  SIZES,
  type Size,
} from "../../../pricing/index.ts";
import { PinBackArt, PlatingArt, SizeArt } from "./option-art.tsx";
import { OptionCards } from "./option-cards.tsx";

const sizes = SIZES.map((value) => ({
  value,
  label: SIZE_LABELS[value],
  perPinCents: SIZE_SURCHARGE_CENTS[value],
  art: <SizeArt size={value} />,
}));
const platings = PLATINGS.map((value) => ({
  value,
  label: PLATING_LABELS[value],
  perPinCents: PLATING_SURCHARGE_CENTS[value],
  art: <PlatingArt plating={value} />,
}));
const backs = PIN_BACKS.map((value) => ({
  value,
  label: PIN_BACK_LABELS[value],
  perPinCents: PIN_BACK_SURCHARGE_CENTS[value],
  art: <PinBackArt pinBack={value} />,
}));

/** Step 2: size, plating and back, each with the engine's surcharge per pin. */
export function SpecsStep({
  size,
  plating,
  pinBack,
  onChange,
}: {
  size: Size | null;
  plating: Plating | null;
  pinBack: PinBack | null;
  onChange: (patch: { size?: Size; plating?: Plating; pinBack?: PinBack }) => void;
}) {
  return (
    <div className="grid gap-8">
      <OptionCards legend="Size" options={sizes} value={size} onChange={(v) => onChange({ size: v })} />
      <OptionCards
        legend="Plating"
        options={platings}
        value={plating}
        onChange={(v) => onChange({ plating: v })}
      />
      <OptionCards
        legend="Pin back"
        options={backs}
        value={pinBack}
        onChange={(v) => onChange({ pinBack: v })}
        columns="sm:grid-cols-3"
      />
    </div>
  );
}
