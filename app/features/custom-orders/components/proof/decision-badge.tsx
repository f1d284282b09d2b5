import { CheckIcon, Clock3Icon, PencilIcon } from "lucide-react";
import { cn } from "../../../../lib/utils.ts";
import type { MockupDecision } from "../../proofs/mockups.schemas.ts";

const BADGES: Record<
  MockupDecision | "waiting",
  { label: string; className: string; Icon: typeof CheckIcon }
> = {
  approved: { label: "Approved", className: "bg-success/10 text-success ring-success/25", Icon: CheckIcon },
  changes_requested: {
    label: "Changes requested",
    className: "bg-brass/20 text-brass-foreground ring-brass/40",
    Icon: PencilIcon,
  },
  waiting: {
    label: "Awaiting review",
    className: "bg-primary/10 text-primary ring-primary/20",
    Icon: Clock3Icon,
  },
};

/** What the customer said about a version; an unanswered one is "Awaiting review", or "Replaced" once a newer one came. */
export function DecisionBadge({
  decision,
  superseded = false,
  className,
}: {
  decision: MockupDecision | null;
  superseded?: boolean;
  className?: string;
}) {
  if (!decision && superseded) {
    return (
      <span
        className={cn(
          "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium text-muted-foreground ring-1 ring-border ring-inset",
          className,
        )}
      >
        Replaced
      </span>
    );
  }
  const { label, className: tone, Icon } = BADGES[decision ?? "waiting"];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        tone,
        className,
      )}
    >
      <Icon className="size-3" aria-hidden="true" />
      {label}
    </span>
  );
}
