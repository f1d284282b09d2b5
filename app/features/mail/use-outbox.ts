import { useCallback, useEffect, useState } from "react";
import { apiRequest } from "../../lib/api.ts";
import type { OutboxPageJson } from "./mail.schemas.ts";

/** One page of the admin's outbox for a status and a search; `reload` after a resend. */
export function useOutbox(query: { page: number; status: string; q: string }) {
  const [data, setData] = useState<OutboxPageJson | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState(false);
  const [version, setVersion] = useState(0);
  const { page, status, q } = query;

  useEffect(() => {
    void version;
    const controller = new AbortController();
    const params = new URLSearchParams({ page: String(page) });
    if (status) params.set("status", status);
    if (q.trim()) params.set("q", q.trim());
    setLoading(true);
    apiRequest("GET", `/api/admin/outbox?${params}`)
      .then(async (res) => {
        const next = (await res.json()) as OutboxPageJson;
        if (controller.signal.aborted) return;
        setData(next);
        setError(false);
        setLoading(false);
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setError(true);
        setLoading(false);
      });
    return () => controller.abort();
  }, [page, status, q, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, loading, error, reload };
}
