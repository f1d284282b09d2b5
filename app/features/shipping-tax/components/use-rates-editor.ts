import { useCallback, useEffect, useState } from "react";
import type { z } from "zod";
import { toast } from "../../../components/ui/sonner.tsx";
import { apiRequest, errorMessage } from "../../../lib/api.ts";

// One editable table of shop-wide rates (`GET/PUT {path} { rates }`): rows typed as text, checked
// with the feature's own schema before the PUT, and the server's refusal shown on its rows.

export type Keyed<R> = R & { key: number };

/** Where a row's error goes: `"{row}.{field}"`, or `"{row}."` for the row as a whole. */
export type RowErrors = Record<string, string>;

let nextKey = 1;
const keyed = <R>(row: R): Keyed<R> => ({ ...row, key: nextKey++ });

/** The row errors of a list of issues whose paths run `rates.{index}.{field}` (array or dotted text). */
export function rowErrors(issues: readonly { path?: unknown; message?: unknown }[]): RowErrors {
  const errors: RowErrors = {};
  for (const issue of issues) {
    const path = Array.isArray(issue.path) ? issue.path.map(String) : String(issue.path ?? "").split(".");
    if (path[0] !== "rates" || path[1] === undefined || typeof issue.message !== "string") continue;
    const where = `${path[1]}.${path[2] ?? ""}`;
    // The server leads a message with its field ("rates.0.state: …"); the cell already says which.
    errors[where] ??= issue.message.replace(/^[\w.]+: /, "");
  }
  return errors;
}

function issuesOf(err: unknown): { path?: unknown; message?: unknown }[] {
  try {
    const body = JSON.parse((err as Error).message.replace(/^\d{3}: /, "")) as { issues?: unknown };
    return Array.isArray(body.issues) ? body.issues : [];
  } catch {
    return [];
  }
}

export function useRatesEditor<Row, Json>({
  path,
  schema,
  fromJson,
  toInput,
  blank,
  savedText,
}: {
  path: string;
  schema: z.ZodType;
  fromJson: (json: Json) => Row;
  toInput: (row: Row) => unknown;
  blank: Row;
  savedText: string;
}) {
  const [rows, setRows] = useState<Keyed<Row>[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<RowErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const show = useCallback(
    (json: { rates: Json[] }) => setRows(json.rates.map((r) => keyed(fromJson(r)))),
    [fromJson],
  );
  const load = useCallback(() => {
    setFailed(false);
    apiRequest("GET", path)
      .then(async (res) => show((await res.json()) as { rates: Json[] }))
      .catch(() => setFailed(true));
  }, [path, show]);
  useEffect(load, [load]);

  const change = (key: number, patch: Partial<Row>) =>
    setRows((current) => current?.map((r) => (r.key === key ? { ...r, ...patch } : r)) ?? null);
  const add = () => setRows((current) => [...(current ?? []), keyed(blank)]);
  const remove = (key: number) => setRows((current) => current?.filter((r) => r.key !== key) ?? null);

  const save = async () => {
    if (!rows) return;
    const body = { rates: rows.map(toInput) };
    const checked = schema.safeParse(body);
    if (!checked.success) {
      setErrors(rowErrors(checked.error.issues));
      setProblem("Fix the marked rates, then save again.");
      return;
    }
    setSaving(true);
    try {
      const res = await apiRequest("PUT", path, body);
      show((await res.json()) as { rates: Json[] });
      setErrors({});
      setProblem(null);
      toast.success(savedText);
    } catch (err) {
      setErrors(rowErrors(issuesOf(err)));
      setProblem(errorMessage(err, "The rates could not be saved. Please try again."));
    } finally {
      setSaving(false);
    }
  };

  return { rows, failed, saving, errors, problem, load, change, add, remove, save };
}
