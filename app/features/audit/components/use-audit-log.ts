import { useCallback, useEffect, useState } from "react";
import { apiRequest, errorMessage } from "../../../lib/api.ts";
import type { AuditPageJson } from "../audit.schemas.ts";

/** The log's filters as the page's address keeps them; empty text means no filter. */
export interface AuditLogQuery {
  actor: string;
  action: string;
  from: string;
  to: string;
  page: number;
}

interface AuditLogState {
  data: AuditPageJson | null;
  loading: boolean;
  /** The server's reason when the page could not be loaded (a start date after the end, say). */
  error: string | null;
}

/** One page of the audit log for the filters, loaded again when they change or on `reload`. */
export function useAuditLog(filters: AuditLogQuery) {
  const [state, setState] = useState<AuditLogState>({ data: null, loading: true, error: null });
  const [version, setVersion] = useState(0);
  const { actor, action, from, to, page } = filters;

  useEffect(() => {
    void version;
    const controller = new AbortController();
    const params = new URLSearchParams({ page: String(page) });
    for (const [name, value] of Object.entries({ actor: actor.trim(), action, from, to })) {
      if (value) params.set(name, value);
    }
    setState((s) => ({ ...s, loading: true }));
    apiRequest("GET", `/api/admin/audit?${params}`)
      .then(async (res) => {
        const data = (await res.json()) as AuditPageJson;
        if (!controller.signal.aborted) setState({ data, loading: false, error: null });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        const error = errorMessage(err, "Could not load the audit log. Please try again.");
        setState((s) => ({ ...s, loading: false, error }));
      });
    return () => controller.abort();
  }, [actor, action, from, to, page, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
