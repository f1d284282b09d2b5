import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "../../../components/ui/table.tsx";
import type { ImportResultJson } from "../marketing.schemas.ts";

const n = (value: number) => value.toLocaleString("en-US");

/** What an import did (imported, skipped, duplicates) and the rows it could not use. */
export function ImportResult({ result }: { result: ImportResultJson }) {
  const figures = [
    { label: "Imported", value: result.imported },
    { label: "Duplicates", value: result.duplicates },
    { label: "Skipped", value: result.skipped },
    { label: "Updated", value: result.updated },
  ];
  return (
    <section aria-label="Import result" className="grid gap-3 rounded-lg border bg-muted/30 p-4">
      <p role="status" className="text-sm font-medium">
        {result.source === "orders" ? "Customers of past orders imported." : "File imported."}{" "}
        {`${n(result.imported)} new ${result.imported === 1 ? "customer" : "customers"}.`}
      </p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map((f) => (
          <div key={f.label} className="rounded-lg border bg-background px-3 py-2">
            <dt className="text-xs text-muted-foreground">{f.label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{n(f.value)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">
        Duplicates were already known (earlier in the file or customers already). Updated: known customers who
        gained a name or gave consent. An unsubscribed customer stays unsubscribed.
      </p>
      {result.errors.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">Skipped rows</h3>
          <div className="max-h-64 overflow-y-auto rounded-md border bg-background">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead className="w-20">{result.source === "orders" ? "Order" : "Line"}</TableHead>
                  <TableHead>Reason</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {result.errors.map((e) => (
                  <TableRow key={`${e.line}:${e.reason}`}>
                    <TableCell className="tabular-nums">{e.line || "—"}</TableCell>
                    <TableCell className="whitespace-normal [overflow-wrap:anywhere]">{e.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          {result.errorCount > result.errors.length ? (
            <p className="text-xs text-muted-foreground">
              {`And ${n(result.errorCount - result.errors.length)} more skipped rows not listed.`}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
