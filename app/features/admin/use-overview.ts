import { useCallback, useEffect, useState } from "react";
import { apiRequest } from "../../lib/api.ts";
import type { OverviewJson } from "./overview.schemas.ts";

export type OverviewState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; data: OverviewJson; refreshing: boolean };

/** The admin's own time zone, so "today" in the views chart (and in the reports) is their today. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** Loads `GET /api/admin/overview`; `reload` keeps the figures on screen while it refreshes. */
export function useOverview() {
  const [state, setState] = useState<OverviewState>({ status: "loading" });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    void version;
    const controller = new AbortController();
    const tz = encodeURIComponent(browserTimeZone());
    apiRequest("GET", `/api/admin/overview?tz=${tz}`)
      .then(async (res) => {
        const data = (await res.json()) as OverviewJson;
        if (!controller.signal.aborted) setState({ status: "ready", data, refreshing: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "error" });
      });
    return () => controller.abort();
  }, [version]);

  const reload = useCallback(() => {
    setState((s) => (s.status === "ready" ? { ...s, refreshing: true } : { status: "loading" }));
    setVersion((v) => v + 1);
  }, []);
  return { state, reload };
}
