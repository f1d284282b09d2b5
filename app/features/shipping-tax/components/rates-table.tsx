import { CircleAlertIcon, PlusIcon, Trash2Icon } from "lucide-react";
import type { ReactNode } from "react";
import { ListFailed } from "../../../components/admin/list-states.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { cn } from "../../../lib/utils.ts";
import type { Keyed, useRatesEditor } from "./use-rates-editor.ts";

/** One cell of a rate row: its label (shown on phones, read by screen readers everywhere) and error. */
export function RateCell({
  label,
  error,
  className,
  children,
}: {
  label: string;
  error?: string;
  className?: string;
  children: (props: { "aria-label": string; "aria-invalid"?: true }) => ReactNode;
}) {
  return (
    <div className={cn("grid content-start gap-1", className)}>
      <span className="text-xs text-muted-foreground md:hidden" aria-hidden="true">
        {label.replace(/ \([^)]*\d+\)$/, "")}
      </span>
      {children({ "aria-label": label, "aria-invalid": error ? true : undefined })}
      {error && <span className="text-xs text-destructive">{error}</span>}
    </div>
  );
}

/** A rate's two-letter code (a country or a US state), typed in capitals. */
export function CodeCell({
  label,
  error,
  value,
  placeholder,
  onCode,
}: {
  label: string;
  error?: string;
  value: string;
  placeholder: string;
  onCode: (code: string) => void;
}) {
  return (
    <RateCell label={label} error={error}>
      {(a11y) => (
        <Input
          {...a11y}
          value={value}
          maxLength={2}
          autoCapitalize="characters"
          placeholder={placeholder}
          onChange={(e) => onCode(e.target.value.toUpperCase())}
        />
      )}
    </RateCell>
  );
}

/**
 * An editable table of rates: a header row on wide screens, a card per rate on phones, an empty
 * line that says what no rates means, and Add and Save below. `columns` is the grid of one row.
 */
export function RatesTable<Row>({
  title,
  noRates,
  heads,
  columns,
  editor,
  addLabel,
  saveLabel,
  renderRow,
}: {
  title: string;
  noRates: string;
  heads: string[];
  columns: string;
  editor: ReturnType<typeof useRatesEditor<Row, unknown>>;
  addLabel: string;
  saveLabel: string;
  renderRow: (row: Keyed<Row>, index: number) => ReactNode;
}) {
  const { rows, failed, saving, errors, problem, load, add, remove, save } = editor;
  return (
    <section className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6" aria-label={title}>
      <div>
        <h3 className="text-lg font-semibold">{title}</h3>
        <p className="text-sm text-muted-foreground">{noRates}</p>
      </div>
      {failed ? (
        <ListFailed what={title.toLowerCase()} onRetry={load} className="py-8" />
      ) : rows === null ? (
        <div
          className="grid gap-2"
          role="status"
          aria-busy="true"
          aria-label={`Loading ${title.toLowerCase()}`}
        >
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      ) : (
        <>
          {rows.length === 0 ? (
            <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
              No rates set.
            </p>
          ) : (
            <ol className="grid gap-3 md:gap-2" aria-label={title}>
              <li
                className={cn("hidden gap-3 px-1 text-xs font-medium text-muted-foreground md:grid", columns)}
                aria-hidden="true"
              >
                {heads.map((head) => (
                  <span key={head}>{head}</span>
                ))}
                <span />
              </li>
              {rows.map((row, index) => (
                <li
                  key={row.key}
                  className={cn(
                    "grid grid-cols-2 gap-3 rounded-lg border p-3 md:rounded-none md:border-0 md:p-0 md:px-1",
                    columns,
                  )}
                >
                  {renderRow(row, index)}
                  <div className="col-span-2 flex items-start justify-end md:col-span-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="text-destructive"
                      aria-label={`Remove rate ${index + 1}`}
                      onClick={() => remove(row.key)}
                    >
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  </div>
                  {errors[`${index}.`] && (
                    <p className="col-span-full text-xs text-destructive">{errors[`${index}.`]}</p>
                  )}
                </li>
              ))}
            </ol>
          )}
          {problem && (
            <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
              <CircleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
              {problem}
            </p>
          )}
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
            <Button type="button" variant="outline" onClick={add}>
              <PlusIcon aria-hidden="true" />
              {addLabel}
            </Button>
            <Button type="button" onClick={save} disabled={saving}>
              {saving ? "Saving..." : saveLabel}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
