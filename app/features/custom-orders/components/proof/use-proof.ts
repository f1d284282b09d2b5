import { useCallback } from "react";
import type { ProofJson } from "../../proofs/mockups.schemas.ts";
import { useReloadable } from "../use-reloadable.ts";

export type ProofState =
  | { status: "loading" }
  | { status: "ready"; proof: ProofJson }
  | { status: "missing" }
  | { status: "expired" }
  | { status: "error" };

async function fetchProof(token: string, signal?: AbortSignal): Promise<ProofState> {
  try {
    const res = await fetch(`/api/proofs/${encodeURIComponent(token)}`, { credentials: "include", signal });
    if (res.status === 404) return { status: "missing" };
    if (res.status === 410) return { status: "expired" };
    if (!res.ok) return { status: "error" };
    return { status: "ready", proof: (await res.json()) as ProofJson };
  } catch {
    return { status: "error" };
  }
}

/** The proof a `/proof/{token}` link names; `reload(true)` refreshes without the loading state. */
export function useProof(token: string) {
  const read = useCallback((signal?: AbortSignal) => fetchProof(token, signal), [token]);
  return useReloadable<ProofState>(read, { status: "loading" });
}
