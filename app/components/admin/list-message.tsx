import { cn } from "../../lib/utils.ts";

/** What an admin list shows instead of its table: a load error, or nothing to show. */
export function ListMessage({
  error,
  filtered,
  emptyText,
  noun = "orders",
  className,
}: {
  error: boolean;
  filtered: boolean;
  emptyText: string;
  /** What the list holds, plural: "Could not load the {noun}", "No {noun} match your search." */
  noun?: string;
  className?: string;
}) {
  if (error) {
    return (
      <p className={cn("py-10 text-center text-sm text-destructive", className)}>
        {`Could not load the ${noun}. Please try again.`}
      </p>
    );
  }
  return (
    <p className={cn("py-10 text-center text-sm text-muted-foreground", className)}>
      {filtered ? `No ${noun} match your search.` : emptyText}
    </p>
  );
}
