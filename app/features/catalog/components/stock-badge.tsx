import { CircleCheckIcon, CircleMinusIcon } from "lucide-react";
import { Badge } from "../../../components/ui/badge.tsx";
import { cn } from "../../../lib/utils.ts";

/** "In Stock" or "Out of Stock". */
export function StockBadge({ inStock, className }: { inStock: boolean; className?: string }) {
  return inStock ? (
    <Badge variant="success" className={className}>
      <CircleCheckIcon aria-hidden="true" />
      In Stock
    </Badge>
  ) : (
    <Badge variant="secondary" className={cn("text-muted-foreground", className)}>
      <CircleMinusIcon aria-hidden="true" />
      Out of Stock
    </Badge>
  );
}
