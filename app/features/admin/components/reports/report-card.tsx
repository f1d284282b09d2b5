import { type ReactNode, useId } from "react";

/**
 * One figure of the report: its name, its headline number and a line about it, then its chart
 * with the table beside it (below it on a phone), or `empty` when the range has nothing.
 */
export function ReportCard({
  title,
  figure,
  note,
  empty,
  chart,
  table,
}: {
  title: string;
  figure: string;
  note?: ReactNode;
  /** What the card says instead of a chart and table, when the range holds nothing to show. */
  empty?: string | false;
  chart: ReactNode;
  table: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid min-w-0 grid-cols-1 gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <header className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div>
          <h3 id={id} className="font-display text-lg font-semibold">
            {title}
          </h3>
          {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
        </div>
        <p className="font-display text-2xl font-semibold tabular-nums">{figure}</p>
      </header>
      {empty ? (
        <p className="rounded-lg border border-dashed py-10 text-center text-sm text-muted-foreground">
          {empty}
        </p>
      ) : (
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
          <div className="min-w-0">{chart}</div>
          <div className="min-w-0">{table}</div>
        </div>
      )}
    </section>
  );
}
