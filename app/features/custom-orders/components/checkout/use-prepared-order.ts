import { useCallback, useEffect, useState } from "react";
import type { CustomOrderJson } from "../../custom-orders.schemas.ts";
import type { CheckoutReference } from "../../quote/index.ts";

export type PreparedOrderState =
  | { status: "loading" }
  | { status: "ready"; order: CustomOrderJson }
  | { status: "missing" }
  | { status: "error" };

async function fetchOrder(id: number, token: string, signal?: AbortSignal): Promise<PreparedOrderState> {
  try {
    const query = new URLSearchParams({ token });
    const res = await fetch(`/api/custom-orders/${id}?${query}`, { credentials: "include", signal });
    if (res.status === 404 || res.status === 400) return { status: "missing" };
    if (!res.ok) return { status: "error" };
    return { status: "ready", order: (await res.json()) as CustomOrderJson };
  } catch {
    return { status: "error" };
  }
}

/** The prepared order the checkout URL points to, read with its checkout token. */
export function usePreparedOrder(reference: CheckoutReference | null) {
  const [state, setState] = useState<PreparedOrderState>(
    reference ? { status: "loading" } : { status: "missing" },
  );
  const id = reference?.id;
  const token = reference?.token;

  const load = useCallback(
    async (signal?: AbortSignal) => {
      if (id === undefined || token === undefined) return;
      const next = await fetchOrder(id, token, signal);
      if (!signal?.aborted) setState(next);
    },
    [id, token],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  /** Reads the order again; quietly keeps the page (and the typed address) when it still stands. */
  const reload = useCallback(
    (quietly = false) => {
      if (!quietly) setState({ status: "loading" });
      void load();
    },
    [load],
  );
  return { state, reload };
}
