import { SearchXIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { NoticeIcon } from "../../../components/notice.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { emptyMessage } from "../track-order.ts";

interface OrderListProps {
  id: string;
  title: string;
  /** How many orders the customer has of this kind, before the filter. */
  total: number;
  shown: number;
  filterText: string;
  onClearFilter: () => void;
  empty: { icon: ReactNode; detail: string; action: { label: string; to: string } };
  children: ReactNode;
}

/** One of the page's two lists, "Custom Orders" or "Regular Orders", with its empty states. */
export function OrderList({
  id,
  title,
  total,
  shown,
  filterText,
  onClearFilter,
  empty,
  children,
}: OrderListProps) {
  const filtering = filterText.trim() !== "";
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="font-display text-2xl font-semibold">
          {title}
        </h2>
        {total > 0 && (
          <p className="text-sm text-muted-foreground tabular-nums">
            {filtering ? `${shown} of ${total}` : `${total} ${total === 1 ? "order" : "orders"}`}
          </p>
        )}
      </div>
      {shown > 0 ? (
        <div className="grid gap-5">{children}</div>
      ) : (
        <EmptyList
          icon={filtering ? <SearchXIcon aria-hidden="true" /> : empty.icon}
          message={emptyMessage(filtering ? filterText : "")}
          detail={filtering ? "Check the number on your confirmation email and try again." : empty.detail}
        >
          {filtering ? (
            <Button variant="outline" onClick={onClearFilter}>
              Clear search
            </Button>
          ) : (
            <Button asChild variant="outline">
              <Link to={empty.action.to}>{empty.action.label}</Link>
            </Button>
          )}
        </EmptyList>
      )}
    </section>
  );
}

function EmptyList({
  icon,
  message,
  detail,
  children,
}: {
  icon: ReactNode;
  message: string;
  detail: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed bg-card/60 px-6 py-10 text-center">
      <NoticeIcon>{icon}</NoticeIcon>
      <p className="mt-4 font-medium wrap-anywhere">{message}</p>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{detail}</p>
      <div className="mt-5">{children}</div>
    </div>
  );
}
