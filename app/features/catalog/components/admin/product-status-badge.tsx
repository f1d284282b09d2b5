import { Badge } from "../../../../components/ui/badge.tsx";
import type { ProductStatus } from "../../product-status.ts";

export const PRODUCT_STATUS_LABEL: Record<ProductStatus, string> = {
  active: "Active",
  draft: "Draft",
  archived: "Archived",
};

/** Active (on sale), Draft (not shown yet) or Archived (no longer sold). */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const variant = status === "active" ? "success" : status === "draft" ? "outline" : "secondary";
  return <Badge variant={variant}>{PRODUCT_STATUS_LABEL[status]}</Badge>;
}
