import { Input } from "../../../components/ui/input.tsx";
import type { ShippingRateScope } from "../shipping-scope.ts";
import { type ShippingRateJson, ShippingRatesInputSchema } from "../shipping-tax.schemas.ts";
import { CountryCell } from "./country-cell.tsx";
import { CodeCell, RateCell, RatesTable } from "./rates-table.tsx";
import { useRatesEditor } from "./use-rates-editor.ts";

interface ShippingRow {
  country: string;
  state: string;
  flatRate: string;
  freeOver: string;
}

const blankOrNumber = (text: string) => (text.trim() === "" ? null : Number(text));

const fromJson = (r: ShippingRateJson): ShippingRow => ({
  country: r.country,
  state: r.state ?? "",
  flatRate: r.flatRate.toFixed(2),
  freeOver: r.freeOver === null ? "" : r.freeOver.toFixed(2),
});

const toInput = (r: ShippingRow) => ({
  country: r.country,
  state: r.state.trim() === "" ? null : r.state,
  flatRate: r.flatRate.trim() === "" ? undefined : Number(r.flatRate),
  freeOver: blankOrNumber(r.freeOver),
});

const BLANK: ShippingRow = { country: "US", state: "", flatRate: "", freeOver: "" };

/** What each list is called and says, for cart orders and for custom orders. */
const SCOPES = {
  cart: {
    path: "/api/admin/shipping-rates",
    title: "Shipping rates",
    noRates:
      "No rates means shipping is free everywhere; once any rate is set, addresses no rate covers are refused at checkout.",
    savedText: "Shipping rates saved",
    add: "Add shipping rate",
    save: "Save shipping rates",
  },
  custom: {
    path: "/api/admin/shipping-rates?scope=custom",
    title: "Custom-order shipping",
    noRates:
      "No rates means custom orders ship free everywhere (the builder says so); once any rate is set, addresses no rate covers are refused at the deposit checkout. Custom orders are charged shipping with the balance.",
    savedText: "Custom-order shipping saved",
    add: "Add custom-order rate",
    save: "Save custom-order rates",
  },
} satisfies Record<ShippingRateScope, unknown>;

/**
 * Flat shipping per order by country, or by US state, with an optional free-shipping threshold:
 * the cart checkout's list, or the custom orders' own (`scope`).
 */
export function ShippingRatesTable({ scope = "cart" }: { scope?: ShippingRateScope }) {
  const text = SCOPES[scope];
  const editor = useRatesEditor<ShippingRow, ShippingRateJson>({
    path: text.path,
    schema: ShippingRatesInputSchema,
    fromJson,
    toInput,
    blank: BLANK,
    savedText: text.savedText,
  });
  const { errors, change } = editor;
  return (
    <RatesTable
      title={text.title}
      noRates={text.noRates}
      heads={["Country", "US state (optional)", "Flat rate ($)", "Free over ($, optional)"]}
      columns="md:grid-cols-[11rem_9rem_9rem_11rem_1fr]"
      editor={editor}
      addLabel={text.add}
      saveLabel={text.save}
      renderRow={(row, i) => (
        <>
          <CountryCell
            label={`Country (rate ${i + 1})`}
            error={errors[`${i}.country`]}
            value={row.country}
            onCode={(country) => change(row.key, { country })}
          />
          <CodeCell
            label={`US state (rate ${i + 1})`}
            error={errors[`${i}.state`]}
            value={row.state}
            placeholder="Any"
            onCode={(state) => change(row.key, { state })}
          />
          <RateCell label={`Flat rate (rate ${i + 1})`} error={errors[`${i}.flatRate`]}>
            {(a11y) => (
              <Input
                {...a11y}
                value={row.flatRate}
                inputMode="decimal"
                placeholder="6.50"
                onChange={(e) => change(row.key, { flatRate: e.target.value })}
              />
            )}
          </RateCell>
          <RateCell label={`Free over (rate ${i + 1})`} error={errors[`${i}.freeOver`]}>
            {(a11y) => (
              <Input
                {...a11y}
                value={row.freeOver}
                inputMode="decimal"
                placeholder="Never"
                onChange={(e) => change(row.key, { freeOver: e.target.value })}
              />
            )}
          </RateCell>
        </>
      )}
    />
  );
}
