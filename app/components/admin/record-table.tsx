import { Fragment, type ReactNode } from "react";
import { cn } from "../../lib/utils.ts";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../ui/table.tsx";

/** One column of an admin list: its name, and what each record shows in it. */
export interface RecordColumn<T> {
  /** The table's column header, and the label above the value on a card. */
  head: string;
  cell: (row: T) => ReactNode;
  /** Figures: right-aligned and kept on one line in the table. */
  numeric?: boolean;
  /**
   * Its place on a card: `title` leads the card without a label (the record's name or number);
   * `wide` takes the card's whole width; `actions` ends the card without a label, and its table
   * header is read by screen readers only.
   */
  card?: "title" | "wide" | "actions";
  /** More classes for the column's cells. */
  className?: string;
}

// Below 768 px the same table is laid out as a list of cards, by CSS alone: one markup, so
// nothing is rendered twice and no width is measured in script. The column headers are hidden at
// that width, so each labelled cell starts with its column's name as real text (a span that every
// screen reader reads, unlike a CSS `content`), hidden again from 768 px where the header serves.
const LAYOUT = {
  table: "max-md:block",
  header: "max-md:hidden",
  body: "max-md:grid max-md:gap-3 max-md:[&_tr:last-child]:border",
  row: "max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-3 max-md:rounded-lg max-md:border max-md:p-4",
  cell: "max-md:min-w-0 max-md:p-0 max-md:whitespace-normal",
  label: "block text-xs font-normal text-muted-foreground md:hidden",
  /** A record's opened detail: under its row on wide screens, the lower part of its card below. */
  detail:
    "bg-muted/30 hover:bg-muted/30 max-md:-mt-3 max-md:block max-md:rounded-b-lg max-md:border max-md:border-t-0",
  openRow: "max-md:rounded-b-none",
};

/** Whether a column's cells carry its name on a card: all but the title and the actions. */
const labelled = <T,>(column: RecordColumn<T>) => !column.card || column.card === "wide";

/** Wide screens: text wraps at its spaces so every column fits; figures stay on one line. */
function cellClass<T>(column: RecordColumn<T>) {
  return cn(
    LAYOUT.cell,
    column.numeric ? "tabular-nums md:text-right" : "whitespace-normal",
    column.card === "title" && "max-md:self-center",
    column.card === "wide" && "max-md:col-span-2",
    column.card === "actions" && "max-md:col-span-2 max-md:border-t max-md:pt-3",
    column.className,
  );
}

/**
 * An admin list of records: a table on wide screens, and below 768 px a card per record with each
 * value under its column's name, so neither the page nor the table scrolls sideways.
 */
export function RecordTable<T>({
  rows,
  rowKey,
  columns,
  busy,
  detail,
}: {
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  columns: readonly RecordColumn<T>[];
  busy?: boolean;
  /** What a record shows under it, across every column, while this answers something (opened). */
  detail?: (row: T) => ReactNode;
}) {
  return (
    <Table aria-busy={busy} className={LAYOUT.table}>
      <TableHeader className={LAYOUT.header}>
        <TableRow>
          {columns.map((column) => (
            <TableHead
              key={column.head}
              className={cn(
                "whitespace-normal",
                column.numeric && "text-right",
                column.card === "actions" && "sr-only",
              )}
            >
              {column.head}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody className={LAYOUT.body}>
        {rows.map((row) => {
          const more = detail?.(row);
          return (
            <Fragment key={rowKey(row)}>
              <TableRow className={cn(LAYOUT.row, more && LAYOUT.openRow)}>
                {columns.map((column) => (
                  <TableCell key={column.head} className={cellClass(column)}>
                    {labelled(column) && <span className={LAYOUT.label}>{column.head}</span>}
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
              {more ? (
                <TableRow className={LAYOUT.detail}>
                  <TableCell colSpan={columns.length} className="p-4 whitespace-normal max-md:block">
                    {more}
                  </TableCell>
                </TableRow>
              ) : null}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
