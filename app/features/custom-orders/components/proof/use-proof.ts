import { useCallback, useEffect, useState } from "react";
import type { ProofJson } from "../../proofs/mockups.schemas.ts";

export type ProofState =
  | { status: "loading" }
  | { status: "ready"; proof: ProofJson }
  | { status: "missing" }
  | { status: "error" };

async function fetchProof(token: string, signal?: AbortSignal): Promise<ProofState> {
  try {
    const res = await fetch(`/api/proofs/${encodeURIComponent(token)}`, { credentials: "include", signal });
    if (res.status === 404) return { status: "missing" };
    if (!res.ok) return { status: "error" };
    return { status: "ready", proof: (await res.json()) as ProofJson };
  } catch {
    return { status: "error" };
  }
}

/** The proof a `/proof/{token}` link names; `reload(true)` refreshes without the loading state. */
export function useProof(token: string) {
  const [state, setState] = useState<ProofState>({ status: "loading" });

  const load = useCallback(
    async (signal?: AbortSignal) => {
      const next = await fetchProof(token, signal);
      if (!signal?.aborted) setState(next);
    },
    [token],
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
