import { InboxIcon, RefreshCwIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { AdminCard } from "../../../components/admin/admin-card.tsx";
import { ListMessage } from "../../../components/admin/list-message.tsx";
import { ListToolbar } from "../../../components/admin/list-toolbar.tsx";
import { Pager } from "../../../components/admin/pager.tsx";
import { useListFilters } from "../../../components/admin/use-admin-list.ts";
import { Button } from "../../../components/ui/button.tsx";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "../../../components/ui/table.tsx";
import { MAIL_STATUSES } from "../mail-status.ts";
import { useOutbox } from "../use-outbox.ts";
import { MAIL_STATUS_LABELS, MailStatusBadge } from "./mail-status-badge.tsx";
import { OutboxMailDialog } from "./outbox-mail-dialog.tsx";

const STATUS_OPTIONS = MAIL_STATUSES.map((s) => ({ value: s, label: MAIL_STATUS_LABELS[s] }));
const WHEN = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/**
 * Every e-mail the shop wrote, newest first; open one to read it or send it again. A new
 * `version` (the page's "mail was written") reads the list again.
 */
export function OutboxPanel({ version = 0 }: { version?: number }) {
  const { q, status, page, setPage, toolbar } = useListFilters();
  const [open, setOpen] = useState<number | null>(null);
  const { data, loading, error, reload } = useOutbox({ page, status, q });
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);
  const items = data?.items ?? [];

  return (
    <AdminCard
      Icon={InboxIcon}
      title="Mail outbox"
      description={
        data?.delivery === "outbox"
          ? "No SMTP server is configured, so e-mails are kept here for you to read. Nothing leaves the shop."
          : "Every e-mail the shop sends, with its delivery status."
      }
      action={
        <Button variant="outline" size="sm" onClick={reload} disabled={loading}>
          <RefreshCwIcon aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Refresh</span>
        </Button>
      }
    >
      <ListToolbar
        {...toolbar}
        statuses={STATUS_OPTIONS}
        searchLabel="Search e-mails"
        placeholder="Recipient or subject"
        filterLabel="Filter e-mails by status"
        filterWidth="sm:w-48"
      />
      {error || (!loading && items.length === 0) ? (
        <ListMessage
          error={error}
          filtered={Boolean(q || status)}
          noun="e-mails"
          emptyText="No e-mails yet."
          className="py-8"
        />
      ) : (
        <Table aria-busy={loading} aria-label="E-mails">
          <TableHeader>
            <TableRow>
              <TableHead>E-mail</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Written</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((m) => (
              <TableRow key={m.id}>
                <TableCell className="max-w-md">
                  <Button
                    variant="link"
                    className="h-auto max-w-full justify-start p-0 text-left font-medium whitespace-normal"
                    onClick={() => setOpen(m.id)}
                  >
                    {m.subject}
                  </Button>
                  <div className="text-xs break-all text-muted-foreground">{m.to}</div>
                </TableCell>
                <TableCell>
                  <MailStatusBadge status={m.status} />
                </TableCell>
                <TableCell className="whitespace-nowrap">{WHEN.format(new Date(m.createdAt))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pager
        page={page}
        total={data?.total ?? 0}
        pageSize={data?.pageSize ?? 25}
        noun="e-mail"
        onPage={setPage}
      />
      <OutboxMailDialog
        id={open}
        canResend={data?.delivery === "smtp"}
        onClose={() => setOpen(null)}
        onResent={reload}
      />
    </AdminCard>
  );
}
