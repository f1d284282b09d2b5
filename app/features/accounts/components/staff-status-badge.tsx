import { Badge } from "../../../components/ui/badge.tsx";
import type { StaffStatus } from "../staff.schemas.ts";

const LABEL: Record<StaffStatus, string> = { active: "Active", invited: "Invited", disabled: "Disabled" };

/** Active (can sign in), Invited (has not chosen a password yet) or Disabled. */
export function StaffStatusBadge({ status }: { status: StaffStatus }) {
  const variant = status === "active" ? "success" : status === "invited" ? "outline" : "secondary";
  return <Badge variant={variant}>{LABEL[status]}</Badge>;
}
