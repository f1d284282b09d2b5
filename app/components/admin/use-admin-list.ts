import { useCallback, useEffect, useState } from "react";
import { apiRequest } from "../../lib/api.ts";

// One paged, searchable admin list (`?page=&q=&status=`, and `&{view}=true` for another set of
// rows such as `archived`; total in `X-Total-Count`), reloaded
// after every change the admin makes.

export interface AdminListState<T> {
  rows: T[];
  total: number;
  pageSize: number;
  loading: boolean;
  error: boolean;
}

export function useAdminList<T>(
  path: string,
  query: {
    page: number;
    q: string;
    status: string;
    view?: string;
    /** More of the list's own query parameters (a sort, a date filter); empty ones are left out. */
    more?: Readonly<Record<string, string>>;
  },
) {
  const [state, setState] = useState<AdminListState<T>>({
    rows: [],
    total: 0,
    pageSize: 50,
    loading: true,
    error: false,
  });
  const [version, setVersion] = useState(0);
  const { page, q, status, view } = query;
  const more = new URLSearchParams(Object.entries(query.more ?? {}).filter(([, v]) => v)).toString();

  useEffect(() => {
    void version;
    const controller = new AbortController();
    const params = new URLSearchParams({ page: String(page) });
    if (q.trim()) params.set("q", q.trim());
    if (status) params.set("status", status);
    if (view) params.set(view, "true");
    for (const [name, value] of new URLSearchParams(more)) params.set(name, value);
    setState((s) => ({ ...s, loading: true }));
    apiRequest("GET", `${path}?${params}`)
      .then(async (res) => {
        const rows = (await res.json()) as T[];
        if (controller.signal.aborted) return;
        setState({
          rows,
          total: Number(res.headers.get("X-Total-Count") ?? rows.length),
          pageSize: Number(res.headers.get("X-Page-Size") ?? 50),
          loading: false,
          error: false,
        });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, loading: false, error: true }));
      });
    return () => controller.abort();
  }, [path, page, q, status, view, more, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}

/** A value that follows `value` once typing has paused, so a search is not sent per keystroke. */
export function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The search box and filter of an admin list, and its page: a new search or filter goes back to
 * page 1. `toolbar` is what `ListToolbar` takes; `q` is the search once typing has paused.
 */
export function useListFilters() {
  const [search, setSearchValue] = useState("");
  const [status, setStatusValue] = useState("");
  const [page, setPage] = useState(1);
  const q = useDebounced(search);
  const onSearch = (value: string) => {
    setSearchValue(value);
    setPage(1);
  };
  const onStatus = (value: string) => {
    setStatusValue(value);
    setPage(1);
  };
  return { q, status, page, setPage, toolbar: { search, onSearch, status, onStatus } };
}
