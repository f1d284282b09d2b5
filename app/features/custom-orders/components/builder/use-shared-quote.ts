import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "../../../../components/ui/sonner.tsx";
import { QUOTE_PARAM } from "../../share/index.ts";
import { type BuilderState, INITIAL_STATE } from "./builder-state.ts";

/** The priced choices, so the "Prices as of today" note is shown only while they are the quote's. */
export function choicesKey(state: Partial<BuilderState>): string {
  const { quantity, size, plating, pinBack, packaging, rushOrder } = state;
  return JSON.stringify([quantity, size, plating, pinBack, packaging, rushOrder]);
}

/**
 * `?quote={id}` (a shared quote's link): once any saved draft is restored, the builder takes the
 * quote's choices, and the parameter leaves the address so a reload keeps the shopper's later
 * changes. Answers whether it is loading and, when the total moved since the quote was saved,
 * the "Prices as of today" note. The code that loads the quote is fetched only then.
 */
export function useSharedQuote(
  restored: boolean,
  apply: (patch: Partial<BuilderState>) => void,
): { loading: boolean; note: string | null; noteFor: string | null } {
  const [params, setParams] = useSearchParams();
  const id = params.get(QUOTE_PARAM);
  const [loading, setLoading] = useState(false);
  const [note, setNote] = useState<{ text: string; key: string } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per quote id, after the draft
  useEffect(() => {
    if (!restored || !id) return;
    let current = true;
    setLoading(true);
    void import("./shared-quote-draft.ts").then(
      async ({ loadSharedQuote }) => {
        const result = await loadSharedQuote(id);
        if (!current) return;
        setLoading(false);
        setParams(
          (next) => {
            next.delete(QUOTE_PARAM);
            return next;
          },
          { replace: true, preventScrollReset: true },
        );
        if (result.kind === "failed") {
          toast.error("Quote", { description: result.message });
          return;
        }
        apply(result.patch);
        setNote(
          result.note ? { text: result.note, key: choicesKey({ ...INITIAL_STATE, ...result.patch }) } : null,
        );
        toast.success("Quote loaded", {
          description: result.note ?? "The same pins at the same price. Add your artwork to order.",
        });
      },
      () => {
        if (!current) return;
        setLoading(false);
        toast.error("Quote", { description: "Please check your connection and try again." });
      },
    );
    return () => {
      current = false;
    };
  }, [restored, id]);

  return { loading, note: note?.text ?? null, noteFor: note?.key ?? null };
}
