import { FileUpIcon, UsersIcon } from "lucide-react";
import { useRef, useState } from "react";
import { AdminCard } from "../../../components/admin/admin-card.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { Progress } from "../../../components/ui/progress.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE, type ImportResultJson } from "../marketing.schemas.ts";
import { type UploadPhase, uploadWithProgress } from "../upload-with-progress.ts";
import { ImportResult } from "./import-result.tsx";

type Source = "file" | "orders";

const CONFIRM: Record<Source, { title: (file: string) => string; text: string }> = {
  file: {
    title: (file) => `Import customers from ${file}?`,
    text: "New e-mail addresses are added and known customers are kept. A row with consent yes is recorded as agreeing to offers through this import, so import only people who agreed.",
  },
  orders: {
    title: () => "Import the customers of past orders?",
    text: "Everyone who placed an order is added to the list, without marketing consent. Known customers are kept as they are.",
  },
};

/** The admin imports customers, confirmation first (docs/product-rules.md#customers-and-campaigns). */
export function ImportCard({ onImported }: { onImported: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [confirm, setConfirm] = useState<Source | null>(null);
  const [phase, setPhase] = useState<UploadPhase | null>(null);
  const [result, setResult] = useState<ImportResultJson | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (source: Source) => {
    setConfirm(null);
    setProblem(null);
    setResult(null);
    const form = new FormData();
    if (source === "file" && file) form.append("file", file);
    try {
      const answer = (await uploadWithProgress("/api/import-customers", form, setPhase)) as {
        result: ImportResultJson;
      };
      setResult(answer.result);
      toast.success("Customers imported", { description: `${answer.result.imported} new customers.` });
      onImported();
      if (input.current) input.current.value = "";
      setFile(null);
    } catch (err) {
      setProblem(errorMessage(err));
      toast.error("Error", { description: "Failed to import customers." });
    } finally {
      setPhase(null);
    }
  };

  const choose = (next: File | null) => {
    setResult(null);
    setProblem(next && next.size > IMPORT_MAX_BYTES ? IMPORT_TOO_LARGE : null);
    setFile(next);
  };

  const busy = phase !== null;
  const tooLarge = file !== null && file.size > IMPORT_MAX_BYTES;
  return (
    <AdminCard
      Icon={UsersIcon}
      title="Import Customers"
      description="A CSV file with a header row: email (required), name and consent (yes or no), in any order. Up to 5 MB."
    >
      <div className="grid gap-2">
        <Label htmlFor="import-file">CSV file</Label>
        <Input
          ref={input}
          id="import-file"
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => setConfirm("file")} disabled={!file || tooLarge || busy}>
          <FileUpIcon aria-hidden="true" />
          Import file
        </Button>
        <Button variant="outline" onClick={() => setConfirm("orders")} disabled={busy}>
          Import from past orders
        </Button>
      </div>
      {phase ? (
        <div className="grid gap-2" aria-live="polite">
          <p className="text-sm text-muted-foreground">
            {phase.phase === "uploading" ? `Uploading... ${phase.percent}%` : "Processing the customers..."}
          </p>
          <Progress
            value={phase.phase === "uploading" ? phase.percent : 100}
            aria-label="Import progress"
            className={phase.phase === "processing" ? "animate-pulse" : undefined}
          />
        </div>
      ) : null}
      {problem ? <p className="text-sm text-destructive">{problem}</p> : null}
      {result ? <ImportResult result={result} /> : null}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm ? CONFIRM[confirm].title(file?.name ?? "the file") : ""}
        description={confirm ? CONFIRM[confirm].text : ""}
        confirmLabel="Import"
        onConfirm={async () => {
          if (confirm) await run(confirm);
        }}
      />
    </AdminCard>
  );
}
