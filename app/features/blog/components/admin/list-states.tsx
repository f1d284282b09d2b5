import { RotateCwIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";

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

/** A list that could not be loaded, with a button to load it again. */
export function ListFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <p className="text-sm text-destructive">{`Could not load the ${what}. Please try again.`}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCwIcon aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

/** An empty list: its icon and why there is nothing in it. */
export function ListEmpty({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        {icon}
      </span>
      <p className="max-w-sm text-sm text-muted-foreground">{children}</p>
    </div>
  );
}
