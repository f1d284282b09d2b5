import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "../../../../components/ui/sonner.tsx";
import { REORDER_PARAM } from "../../lifecycle/index.ts";
import type { BuilderState } from "./builder-state.ts";

/**
 * `?reorder={id}` (the track page's "Reorder"): once any saved draft is restored, the builder
 * takes that order's options and artwork instead, and the parameter leaves the address so a
 * reload keeps the shopper's later changes. Answers the order number while it loads. The code
 * that loads the order is fetched only then, so the builder's first load goes without it.
 */
export function useReorder(
  restored: boolean,
  apply: (state: BuilderState, logo: File | null) => void,
): string | null {
  const [params, setParams] = useSearchParams();
  const id = params.get(REORDER_PARAM);
  const [loading, setLoading] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per order id, after the draft
  useEffect(() => {
    if (!restored || !id) return;
    let current = true;
    setLoading(id);
    void import("./reorder-draft.ts").then(
      async ({ ARTWORK_MISSING, loadReorder }) => {
        const result = await loadReorder(id);
        if (!current) return;
        setLoading(null);
        setParams(
          (next) => {
            next.delete(REORDER_PARAM);
            return next;
          },
          { replace: true, preventScrollReset: true },
        );
        if (result.kind === "failed") {
          toast.error("Reorder", { description: result.message });
          return;
        }
        apply(result.state, result.logo);
        toast.success(`Order #${result.orderId} loaded`, {
          description: result.logo
            ? "The same pins and artwork, at today's prices. Review the order and pay the deposit."
            : ARTWORK_MISSING,
        });
      },
      () => {
        // The code itself could not be fetched (offline, or a deploy in between).
        if (!current) return;
        setLoading(null);
        toast.error("Reorder", { description: "Please check your connection and try again." });
      },
    );
    return () => {
      current = false;
    };
  }, [restored, id]);

  return loading;
}
