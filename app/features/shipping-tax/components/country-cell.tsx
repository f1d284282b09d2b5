import { cn } from "../../../lib/utils.ts";
import { countryOptions } from "../countries.ts";
import { RateCell } from "./rates-table.tsx";

const COUNTRIES = countryOptions();
/** Made once: a row re-rendered as the owner types leaves its 249 options alone. */
const OPTIONS = COUNTRIES.map(({ code, name }) => (
  <option key={code} value={code}>
    {name}
  </option>
));

/**
 * A rate's country, picked by name from the ISO 3166-1 list. A code saved before the list was
 * checked (and not a country) still shows, as itself, so the owner sees what to change.
 */
export function CountryCell({
  label,
  error,
  value,
  onCode,
}: {
  label: string;
  error?: string;
  value: string;
  onCode: (code: string) => void;
}) {
  const known = COUNTRIES.some((c) => c.code === value);
  return (
    <RateCell label={label} error={error}>
      {(a11y) => (
        <select
          {...a11y}
          value={value}
          onChange={(e) => onCode(e.target.value)}
          className={cn(
            "flex h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none md:text-sm",
            "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40",
            "aria-invalid:border-destructive",
          )}
        >
          {!known && <option value={value}>{value || "Choose a country"}</option>}
          {OPTIONS}
        </select>
      )}
    </RateCell>
  );
}
