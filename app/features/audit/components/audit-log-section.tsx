import { ChevronDownIcon, HistoryIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ListEmpty, ListFailed } from "../../../components/admin/list-states.tsx";
import { Pager } from "../../../components/admin/pager.tsx";
import { RecordTable } from "../../../components/admin/record-table.tsx";
import { useDebounced } from "../../../components/admin/use-admin-list.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { readAdminId } from "../../../lib/admin-links.ts";
import {
  AUDIT_ACTIONS,
  auditEntityName,
  auditEntityPath,
  isAuditAction,
} from "../../../lib/audit-actions.ts";
import type { AuditEntryJson } from "../audit.schemas.ts";
import { AuditChanges } from "./audit-changes.tsx";
import { AuditFilters, type AuditFilterValues } from "./audit-filters.tsx";
import { useAuditLog } from "./use-audit-log.ts";

const WHEN = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const FILTERS = ["actor", "action", "from", "to"] as const;

function Entity({ entry }: { entry: AuditEntryJson }) {
  const name = auditEntityName(entry.entityType, entry.entityId);
  const path = auditEntityPath(entry.entityType, entry.entityId);
  if (!path) return <>{name}</>;
  return (
    <Link to={path} className="font-medium text-primary underline-offset-4 hover:underline">
      {name}
    </Link>
  );
}

function ChangesToggle({
  entry,
  open,
  onToggle,
}: {
  entry: AuditEntryJson;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-expanded={open}
      aria-controls={`audit-changes-${entry.id}`}
      onClick={onToggle}
    >
      <ChevronDownIcon
        aria-hidden="true"
        className={open ? "rotate-180 transition-transform" : "transition-transform"}
      />
      {open ? "Hide changes" : "Show changes"}
    </Button>
  );
}

type Filters = AuditFilterValues & { page: number };

function fromAddress(params: URLSearchParams): Filters {
  const action = params.get("action") ?? "";
  return {
    actor: params.get("actor") ?? "",
    action: isAuditAction(action) ? action : "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
    page: readAdminId(params.get("page")) ?? 1,
  };
}

function toAddress(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTERS) if (filters[name]) params.set(name, filters[name]);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/**
 * The filters, kept here and copied whole into the address (`?actor=&action=&from=&to=&page=`) so
 * a reload or a shared link shows the same rows. The username applies once typing pauses (or at
 * once when cleared); any other change goes back to the first page.
 */
function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState(() => fromAddress(params));
  const typed = useDebounced(filters.actor);
  const applied: Filters = { ...filters, actor: filters.actor === "" ? "" : typed };
  const address = toAddress(applied).toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address follows the filters only.
  useEffect(() => {
    if (address !== params.toString()) setParams(address, { replace: true, preventScrollReset: true });
  }, [address]);
  const change = (next: Partial<AuditFilterValues>) => setFilters((f) => ({ ...f, ...next, page: 1 }));
  const setPage = (page: number) => setFilters((f) => ({ ...f, page }));
  return { filters, applied, change, setPage };
}

/** The audit log: who did what and when, newest first, filtered and a page at a time. */
export function AuditLogSection() {
  const { filters, applied, change, setPage } = useAuditFilters();
  const log = useAuditLog(applied);
  const [open, setOpen] = useState<Set<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const entries = log.data?.entries ?? [];
  const filtered = FILTERS.some((name) => applied[name]);

  return (
    <div className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <AuditFilters values={filters} onChange={change} />
      {log.error ? (
        <ListFailed message={log.error} onRetry={log.reload} />
      ) : log.data === null ? (
        <ul className="grid gap-3" aria-busy="true" aria-label="Loading the audit log">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton className="h-12 w-full" />
            </li>
          ))}
        </ul>
      ) : entries.length === 0 ? (
        <ListEmpty icon={<HistoryIcon aria-hidden="true" />}>
          {filtered
            ? "Nothing in the log matches these filters."
            : "Nothing has been changed in the admin yet. Every change will be listed here."}
        </ListEmpty>
      ) : (
        <>
          <RecordTable
            rows={entries}
            rowKey={(e) => e.id}
            busy={log.loading}
            detail={(e) =>
              open.has(e.id) ? (
                <div id={`audit-changes-${e.id}`}>
                  <AuditChanges entry={e} />
                </div>
              ) : null
            }
            columns={[
              {
                head: "Time",
                card: "title",
                cell: (e) => (
                  <time dateTime={e.at} className="font-medium">
                    {WHEN.format(new Date(e.at))}
                  </time>
                ),
              },
              { head: "Who", cell: (e) => <span>{e.actorUsername}</span> },
              {
                head: "Action",
                card: "wide",
                cell: (e) => (isAuditAction(e.action) ? AUDIT_ACTIONS[e.action] : e.action),
              },
              { head: "Record", cell: (e) => <Entity entry={e} /> },
              { head: "Address", cell: (e) => <span className="font-mono text-xs">{e.ip}</span> },
              {
                head: "Changes",
                card: "actions",
                cell: (e) => <ChangesToggle entry={e} open={open.has(e.id)} onToggle={() => toggle(e.id)} />,
              },
            ]}
          />
          <Pager
            page={applied.page}
            total={log.data.total}
            pageSize={log.data.pageSize}
            noun="action"
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
