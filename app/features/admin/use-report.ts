import { useCallback, useEffect, useState } from "react";
import { ApiError, apiRequest, errorMessage } from "../../lib/api.ts";
import type { ReportRange } from "./report-presets.ts";
import type { ReportJson } from "./reports.schemas.ts";

export type ReportState =
  | { status: "loading" }
  /** `refused`: the server refused the range itself (its message says why), not a failed connection. */
  | { status: "error"; message: string; refused: boolean }
  | { status: "ready"; data: ReportJson; refreshing: boolean };

const OFFLINE = "The figures did not arrive. Check your connection and try again.";

/**
 * Loads `GET /api/admin/reports` for a range in the admin's zone; nothing until the range is
 * known (it depends on the browser's today). A new range keeps the last figures on screen,
 * marked as refreshing, until its own arrive.
 */
export function useReport(range: ReportRange | null, tz: string) {
  const [state, setState] = useState<ReportState>({ status: "loading" });
  const [version, setVersion] = useState(0);
  const from = range?.from;
  const to = range?.to;

  useEffect(() => {
    void version;
    if (from === undefined || to === undefined) return;
    const controller = new AbortController();
    setState((s) => (s.status === "ready" ? { ...s, refreshing: true } : { status: "loading" }));
    const query = new URLSearchParams({ from, to, tz });
    apiRequest("GET", `/api/admin/reports?${query}`)
      .then(async (res) => {
        const data = (await res.json()) as ReportJson;
        if (!controller.signal.aborted) setState({ status: "ready", data, refreshing: false });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        const refused = err instanceof ApiError && err.status === 400;
        setState({ status: "error", refused, message: refused ? errorMessage(err, OFFLINE) : OFFLINE });
      });
    return () => controller.abort();
  }, [from, to, tz, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, reload };
}
