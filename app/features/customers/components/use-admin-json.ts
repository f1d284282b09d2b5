import { useCallback, useEffect, useState } from "react";
import { apiRequest, errorMessage } from "../../../lib/api.ts";

interface JsonState<T> {
  data: T | null;
  loading: boolean;
  /** Why it could not be loaded, in words for the owner. */
  error: string | null;
}

/** One admin GET, loaded again when `path` changes or on `reload`; the last answer stays shown meanwhile. */
export function useAdminJson<T>(path: string, failure: string) {
  const [state, setState] = useState<JsonState<T>>({ data: null, loading: true, error: null });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    void version;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    apiRequest("GET", path)
      .then(async (res) => {
        const data = (await res.json()) as T;
        if (!controller.signal.aborted) setState({ data, loading: false, error: null });
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted)
          setState((s) => ({ ...s, loading: false, error: errorMessage(err, failure) }));
      });
    return () => controller.abort();
  }, [path, failure, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
