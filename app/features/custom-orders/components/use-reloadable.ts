import { useCallback, useEffect, useState } from "react";

type Loading = { status: "loading" };

/**
 * The result of `read`, read on mount and again whenever `read` changes (a stale read is
 * aborted and never lands). `reload()` shows the loading state and reads again;
 * `reload(true)` reads again quietly, keeping the page (and what was typed in it) as it is.
 * `read` must be stable (memoised); without one nothing is read and `initial` stays.
 */
export function useReloadable<T>(
  read: ((signal?: AbortSignal) => Promise<T>) | undefined,
  initial: T | Loading,
) {
  const [state, setState] = useState<T | Loading>(initial);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      if (!read) return;
      const next = await read(signal);
      if (!signal?.aborted) setState(next);
    },
    [read],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const reload = useCallback(
    (quietly = false) => {
      if (!quietly) setState({ status: "loading" });
      void load();
    },
    [load],
  );
  return { state, reload };
}
