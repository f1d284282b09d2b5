import { RotateCwIcon, UsersIcon } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";

/** The list's place while it loads for the first time. */
export function ListLoading({ label }: { label: string }) {
  return (
    <ul className="grid gap-3" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <li key={i}>
          <Skeleton className="h-12 w-full" />
        </li>
      ))}
    </ul>
  );
}

/** A load that failed: the reason and a way to try again. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="grid justify-items-center gap-3 py-10 text-center">
      <p className="text-sm text-destructive">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCwIcon aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

/** Nothing to list. */
export function ListEmpty({ text }: { text: string }) {
  return (
    <div className="grid justify-items-center gap-3 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary">
        <UsersIcon className="size-6" aria-hidden="true" />
      </span>
      <p className="max-w-sm text-sm text-muted-foreground">{text}</p>
    </div>
  );
}
