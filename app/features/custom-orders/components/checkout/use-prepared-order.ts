import { useMemo } from "react";
import type { CustomOrderJson } from "../../custom-orders.schemas.ts";
import type { CheckoutReference } from "../../quote/index.ts";
import { useReloadable } from "../use-reloadable.ts";

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
  const id = reference?.id;
  const token = reference?.token;
  const read = useMemo(
    () =>
      id === undefined || token === undefined
        ? undefined
        : (signal?: AbortSignal) => fetchOrder(id, token, signal),
    [id, token],
  );
  return useReloadable<PreparedOrderState>(read, reference ? { status: "loading" } : { status: "missing" });
}
