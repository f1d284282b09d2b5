import { useCallback, useEffect, useState } from "react";
import { ListFailed } from "../../../components/admin/list-states.tsx";
import { RecordTable } from "../../../components/admin/record-table.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { apiRequest } from "../../../lib/api.ts";
import { useRootData } from "../../../lib/root-data.ts";
import type { StaffListJson, StaffMemberJson } from "../staff.schemas.ts";
import { InviteStaffDialog } from "./invite-staff-dialog.tsx";
import { StaffActions } from "./staff-actions.tsx";
import { StaffStatusBadge } from "./staff-status-badge.tsx";

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

function useStaff() {
  const [staff, setStaff] = useState<StaffMemberJson[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    apiRequest("GET", "/api/admin/staff")
      .then(async (res) => setStaff(((await res.json()) as StaffListJson).staff))
      .catch(() => setFailed(true));
  }, []);
  useEffect(load, [load]);
  return { staff, failed, load };
}

/** The shop's admins with their state, the invitation dialog, and disable / enable for each. */
export function StaffSection() {
  const { staff, failed, load } = useStaff();
  const me = useRootData()?.user?.id;
  return (
    <section className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6" aria-label="Admins">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Everyone here can sign in to this dashboard. A disabled admin is signed out at once.
        </p>
        <InviteStaffDialog onInvited={load} />
      </div>
      {failed ? (
        <ListFailed what="staff" onRetry={load} />
      ) : staff === null ? (
        <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading the staff">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : (
        <RecordTable
          rows={staff}
          rowKey={(member) => member.id}
          columns={[
            {
              head: "Username",
              card: "title",
              cell: (m) => (
                <span className="inline-flex min-w-0 flex-wrap items-center gap-2 font-medium">
                  <span className="min-w-0 max-md:break-all">{m.username}</span>
                  {m.id === me && <Badge variant="outline">You</Badge>}
                </span>
              ),
            },
            { head: "Status", cell: (m) => <StaffStatusBadge status={m.status} /> },
            {
              head: "E-mail",
              card: "wide",
              cell: (m) => <span className="max-md:break-all">{m.email}</span>,
            },
            {
              head: "Since",
              cell: (m) => <span className="whitespace-nowrap">{DATE.format(new Date(m.createdAt))}</span>,
            },
            {
              head: "Actions",
              card: "actions",
              cell: (m) => <StaffActions member={m} isMe={m.id === me} onChanged={load} />,
            },
          ]}
        />
      )}
    </section>
  );
}
