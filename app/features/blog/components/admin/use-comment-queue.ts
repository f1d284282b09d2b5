import { useCallback, useEffect, useState } from "react";
import { toast } from "../../../../components/ui/sonner.tsx";
import { apiRequest, errorMessage } from "../../../../lib/api.ts";
import type { BulkAction, CommentListJson } from "../../blog-admin.schemas.ts";
import type { CommentStatus } from "../../post-status.ts";

const DONE: Record<BulkAction, string> = { approve: "approved", reject: "rejected", delete: "deleted" };
const plural = (n: number) => (n === 1 ? "1 comment" : `${n} comments`);

/** The moderation queue's data: one status and page at a time, a selection, and the actions. */
export function useCommentQueue() {
  const [status, setStatusState] = useState<CommentStatus>("pending");
  const [page, setPage] = useState(1);
  const [list, setList] = useState<CommentListJson | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    void version;
    const controller = new AbortController();
    setLoading(true);
    apiRequest("GET", `/api/admin/blog/comments?status=${status}&page=${page}`)
      .then(async (res) => {
        const body = (await res.json()) as CommentListJson;
        if (controller.signal.aborted) return;
        setList(body);
        setFailed(false);
        // A selection only holds comments still on screen.
        setSelected((s) => new Set(body.comments.filter((c) => s.has(c.id)).map((c) => c.id)));
      })
      .catch(() => !controller.signal.aborted && setFailed(true))
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [status, page, version]);

  const setStatus = (next: CommentStatus) => {
    setStatusState(next);
    setPage(1);
    setSelected(new Set());
  };

  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const run = async (action: BulkAction, ids: number[]) => {
    try {
      const res = await apiRequest("POST", "/api/admin/blog/comments/bulk", { ids, action });
      const { count } = (await res.json()) as { count: number };
      toast.success(`${plural(count)} ${DONE[action]}`);
    } catch (err) {
      toast.error("Failed to moderate comments.", { description: errorMessage(err) });
    }
    reload();
  };

  const setOne = async (id: number, next: CommentStatus) => {
    try {
      await apiRequest("PATCH", `/api/admin/blog/comments/${id}`, { status: next });
      toast.success(next === "approved" ? "Comment approved" : "Comment rejected", {
        description: next === "approved" ? "It now shows under the post." : "It will not be shown.",
      });
    } catch (err) {
      toast.error("Failed to update comment.", { description: errorMessage(err) });
    }
    reload();
  };

  const removeOne = async (id: number) => {
    try {
      await apiRequest("DELETE", `/api/admin/blog/comments/${id}`);
      toast.success("Comment deleted");
    } catch (err) {
      toast.error("Failed to delete comment.", { description: errorMessage(err) });
    }
    reload();
  };

  return {
    status,
    setStatus,
    page,
    setPage,
    list,
    failed,
    loading,
    selected,
    setSelected,
    toggle,
    run,
    setOne,
    removeOne,
    reload,
  };
}
