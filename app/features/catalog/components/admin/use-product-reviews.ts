import { useCallback, useEffect, useState } from "react";
import { apiRequest, errorMessage } from "../../../../lib/api.ts";
import type { AdminReviewJson, AdminReviewPageJson } from "../../reviews-admin.schemas.ts";

type Loaded = { data: AdminReviewPageJson } | { failed: string } | null;

/** One product's reviews for the owner, a page at a time, and hiding or restoring one. */
export function useProductReviews(productId: number) {
  const [page, setPage] = useState(1);
  const [state, setState] = useState<Loaded>(null);
  const [version, setVersion] = useState(0);
  const [busyId, setBusyId] = useState<number | null>(null);

  useEffect(() => {
    void version;
    let live = true;
    apiRequest("GET", `/api/admin/reviews?productId=${productId}&page=${page}`)
      .then(async (res) => live && setState({ data: (await res.json()) as AdminReviewPageJson }))
      .catch((err) => live && setState({ failed: errorMessage(err, "Could not load the reviews.") }));
    return () => {
      live = false;
    };
  }, [productId, page, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);

  /** Hides or restores the review; answers the error's text when it failed. */
  const setHidden = async (review: AdminReviewJson, hidden: boolean): Promise<string | null> => {
    setBusyId(review.id);
    try {
      await apiRequest("PATCH", `/api/admin/reviews/${review.id}`, { hidden });
      reload();
      return null;
    } catch (err) {
      return errorMessage(
        err,
        hidden ? "The review could not be hidden." : "The review could not be restored.",
      );
    } finally {
      setBusyId(null);
    }
  };

  return { state, page, setPage, reload, setHidden, busyId };
}
