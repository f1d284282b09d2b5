import { DownloadIcon, FileSpreadsheetIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { EXPORT_RANGE_ORDER } from "../exports.schemas.ts";
import { type DownloadProgress, downloadCsv, saveFile } from "./download-progress.ts";

type Which = "orders" | "customers";

const SIZE = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
const formatBytes = (bytes: number) =>
  bytes < 1_000_000 ? `${SIZE.format(bytes / 1000)} KB` : `${SIZE.format(bytes / 1_000_000)} MB`;

interface DownloadState {
  which: Which | null;
  progress: DownloadProgress | null;
  /** What happened last: the saved file's rows, or why it failed. */
  message: string | null;
  failed: boolean;
}

function useExport() {
  const [state, setState] = useState<DownloadState>({
    which: null,
    progress: null,
    message: null,
    failed: false,
  });
  const start = async (which: Which, path: string) => {
    setState({ which, progress: { rows: 0, bytes: 0 }, message: null, failed: false });
    try {
      const { file, name } = await downloadCsv(path, `${which}.csv`, (progress) =>
        setState((s) => ({ ...s, progress })),
      );
      saveFile(file, name);
      setState((s) => ({
        which: null,
        progress: null,
        failed: false,
        message: `Saved ${name}: ${s.progress?.rows ?? 0} rows, ${formatBytes(file.size)}.`,
      }));
    } catch (err) {
      const message = err instanceof Error ? err.message : "The export failed. Please try again.";
      setState({ which: null, progress: null, message, failed: true });
    }
  };
  return { ...state, start };
}

/** CSV files for the accountant: orders of both kinds for a range of days, and every customer. */
export function ExportsCard() {
  const id = useId();
  const [range, setRange] = useState({ from: "", to: "" });
  const run = useExport();
  const busy = run.which !== null;
  const wrongOrder = Boolean(range.from && range.to && range.from > range.to);
  const ordersPath = `/api/admin/exports/orders.csv?${new URLSearchParams(range)}`;

  return (
    <section className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6" aria-labelledby={`${id}-title`}>
      <div className="flex items-start gap-3">
        <FileSpreadsheetIcon className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            Exports
          </h2>
          <p className="text-sm text-muted-foreground">
            CSV files for a spreadsheet or your accountant. Orders of both kinds with their money lines; leave
            a date empty for no limit.
          </p>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-from`}>Orders from</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={range.from}
            onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-to`}>Orders to</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={range.to}
            aria-invalid={wrongOrder}
            onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
          />
        </div>
        <Button disabled={busy || wrongOrder} onClick={() => run.start("orders", ordersPath)}>
          <DownloadIcon aria-hidden="true" />
          Export orders
        </Button>
      </div>
      {wrongOrder && <p className="text-sm text-destructive">{EXPORT_RANGE_ORDER}</p>}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
        <p className="text-sm text-muted-foreground">Every customer, with orders, spend and consent.</p>
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => run.start("customers", "/api/admin/exports/customers.csv")}
        >
          <DownloadIcon aria-hidden="true" />
          Export customers
        </Button>
      </div>
      <div aria-live="polite" className="min-h-5 text-sm">
        {run.progress ? (
          <span className="flex items-center gap-2">
            <Spinner label="Exporting" />
            Exporting {run.which}: {run.progress.rows} rows, {formatBytes(run.progress.bytes)} received
          </span>
        ) : (
          run.message && (
            <span className={run.failed ? "text-destructive" : "text-muted-foreground"}>{run.message}</span>
          )
        )}
      </div>
    </section>
  );
}
