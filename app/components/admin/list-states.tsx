import { RotateCwIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/utils.ts";
import { NoticeIcon } from "../notice.tsx";
import { Button } from "../ui/button.tsx";
import { Skeleton } from "../ui/skeleton.tsx";

/**
 * Three placeholder rows while a list loads: each a `lead` block (a checkbox, a cover) beside
 * `lines` stacked in a column (`column` is that column's class).
 */
export function LoadingList({
  label,
  lead,
  lines,
  column = "grid flex-1 gap-2",
}: {
  label: string;
  lead: string;
  lines: string[];
  column?: string;
}) {
  return (
    <ul className="divide-y" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <li key={i} className="flex gap-4 p-4">
          <Skeleton className={lead} />
          <div className={column}>
            {lines.map((line) => (
              <Skeleton key={line} className={line} />
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * A list (or a section) that could not be loaded, with a button to load it again: "Could not
 * load the {what}. Please try again.", or the server's own `message`.
 */
export function ListFailed({
  what,
  message,
  onRetry,
  className,
}: {
  what?: string;
  message?: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={cn("grid justify-items-center gap-3 py-10 text-center", className)}>
      <p className="text-sm text-destructive">{message ?? `Could not load the ${what}. Please try again.`}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCwIcon aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

/** An empty list: its icon and why there is nothing in it. */
export function ListEmpty({
  icon,
  children,
  className,
}: {
  icon: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("grid justify-items-center gap-3 py-12 text-center", className)}>
      <NoticeIcon>{icon}</NoticeIcon>
      <p className="max-w-sm text-sm text-muted-foreground">{children}</p>
    </div>
  );
}
