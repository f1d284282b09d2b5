import type { StatusChangeJson } from "../../orders/order-records.schemas.ts";
import { formatWhen } from "./order-records.tsx";

/** Who made a change, as the owner reads it (docs/product-rules.md#statuses). */
export function actorLabel(change: Pick<StatusChangeJson, "actor" | "changedBy">): string {
  if (change.actor === "admin") return `by ${change.changedBy ?? "an admin"}`;
  return change.actor === "customer" ? "by customer" : "by system";
}

/** An order's status changes, oldest first: from → to, when, who, the note and any reason. */
export function StatusHistory({
  history,
  labelOf,
}: {
  history: StatusChangeJson[];
  labelOf: (status: string) => string;
}) {
  if (history.length === 0) return <p className="text-sm text-muted-foreground">No status changes yet.</p>;
  return (
    <ol className="grid gap-2 text-sm" data-testid="status-history">
      {history.map((h) => (
        <li key={h.id} className="border-l-2 border-primary/40 pl-3">
          <p>
            {h.fromStatus && h.fromStatus !== h.toStatus ? `${labelOf(h.fromStatus)} → ` : ""}
            <strong>{labelOf(h.toStatus)}</strong>
          </p>
          <p className="text-xs break-words text-muted-foreground">
            {formatWhen(h.createdAt)} · {actorLabel(h)}
            {h.note ? ` · ${h.note}` : ""}
          </p>
          {h.reason ? <p className="text-xs break-words">Reason: {h.reason}</p> : null}
        </li>
      ))}
    </ol>
  );
}
