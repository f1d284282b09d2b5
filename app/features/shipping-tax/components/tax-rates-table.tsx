import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { type TaxRateJson, TaxRatesInputSchema } from "../shipping-tax.schemas.ts";
import { CodeCell, RateCell, RatesTable } from "./rates-table.tsx";
import { useRatesEditor } from "./use-rates-editor.ts";

interface TaxRow {
  state: string;
  rate: string;
  onShipping: boolean;
}

const fromJson = (r: TaxRateJson): TaxRow => ({
  state: r.state,
  rate: String(r.rate),
  onShipping: r.onShipping,
});

const toInput = (r: TaxRow) => ({
  state: r.state,
  rate: r.rate.trim() === "" ? undefined : Number(r.rate),
  onShipping: r.onShipping,
});

const BLANK: TaxRow = { state: "", rate: "", onShipping: false };

/** Sales tax per US state, in percent, optionally charged on shipping too. */
export function TaxRatesTable() {
  const editor = useRatesEditor<TaxRow, TaxRateJson>({
    path: "/api/admin/tax-rates",
    schema: TaxRatesInputSchema,
    fromJson,
    toInput,
    blank: BLANK,
    savedText: "Tax rates saved",
  });
  const { errors, change } = editor;
  return (
    <RatesTable
      title="Sales tax rates"
      noRates="No rates means no sales tax is charged; only US addresses in a state listed here are taxed."
      heads={["US state", "Rate (%)", "Tax shipping too"]}
      columns="md:grid-cols-[9rem_9rem_12rem_1fr]"
      editor={editor}
      addLabel="Add tax rate"
      saveLabel="Save tax rates"
      renderRow={(row, i) => (
        <>
          <CodeCell
            label={`State (tax rate ${i + 1})`}
            error={errors[`${i}.state`]}
            value={row.state}
            placeholder="CA"
            onCode={(state) => change(row.key, { state })}
          />
          <RateCell label={`Rate % (tax rate ${i + 1})`} error={errors[`${i}.rate`]}>
            {(a11y) => (
              <Input
                {...a11y}
                value={row.rate}
                inputMode="decimal"
                placeholder="7.25"
                onChange={(e) => change(row.key, { rate: e.target.value })}
              />
            )}
          </RateCell>
          <RateCell
            label={`Tax shipping (tax rate ${i + 1})`}
            error={errors[`${i}.onShipping`]}
            className="col-span-2 md:col-span-1 md:self-center"
          >
            {(a11y) => (
              <span className="flex items-center gap-2">
                <Checkbox
                  {...a11y}
                  checked={row.onShipping}
                  onCheckedChange={(checked) => change(row.key, { onShipping: checked === true })}
                />
                <span className="text-sm text-muted-foreground" aria-hidden="true">
                  {row.onShipping ? "Shipping is taxed" : "Items only"}
                </span>
              </span>
            )}
          </RateCell>
        </>
      )}
    />
  );
}
