import { PaperclipIcon, RotateCwIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.tsx";
import { apiRequest, errorMessage } from "../../../lib/api.ts";
import type { OutboxMailJson } from "../mail.schemas.ts";
import { MailStatusBadge } from "./mail-status-badge.tsx";

const WHEN = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/**
 * One e-mail as its recipient gets it. The HTML is shown in an iframe with `sandbox=""` and
 * `srcdoc`: no script runs and no link navigates the dashboard, whatever the mail contains.
 */
export function OutboxMailDialog({
  id,
  canResend,
  onClose,
  onResent,
}: {
  id: number | null;
  canResend: boolean;
  onClose: () => void;
  onResent: () => void;
}) {
  const [mail, setMail] = useState<OutboxMailJson | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (id === null) return;
    setMail(null);
    setFailed(false);
    apiRequest("GET", `/api/admin/outbox/${id}`)
      .then(async (res) => setMail((await res.json()) as OutboxMailJson))
      .catch(() => setFailed(true));
  }, [id]);

  if (id === null) return null;

  const resend = async () => {
    setBusy(true);
    try {
      await apiRequest("POST", `/api/admin/outbox/${id}/resend`);
      toast.success("E-mail queued", { description: `It will be sent to ${mail?.to} again.` });
      onResent();
    } catch (err) {
      toast.error("Error", { description: errorMessage(err, "Failed to resend the e-mail.") });
    } finally {
      setBusy(false);
    }
  };

  const headers = Object.entries(mail?.headers ?? {});
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="pr-6 break-words">{mail?.subject ?? "E-mail"}</DialogTitle>
          <DialogDescription>
            {mail ? `To ${mail.to} · ${WHEN.format(new Date(mail.createdAt))}` : "Loading the e-mail..."}
          </DialogDescription>
        </DialogHeader>
        {failed ? (
          <p className="text-sm text-destructive">Could not load this e-mail. Please try again.</p>
        ) : null}
        {mail ? (
          <div className="grid gap-4">
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <MailStatusBadge status={mail.status} />
              <span className="text-muted-foreground">
                {mail.attempts} {mail.attempts === 1 ? "attempt" : "attempts"}
                {mail.sentAt ? ` · sent ${WHEN.format(new Date(mail.sentAt))}` : ""}
              </span>
              <Button
                size="sm"
                variant="outline"
                className="ml-auto"
                onClick={resend}
                disabled={!canResend || busy}
              >
                <RotateCwIcon aria-hidden="true" />
                {busy ? "Queueing..." : "Resend"}
              </Button>
            </div>
            {!canResend ? (
              <p className="text-xs text-muted-foreground">
                No SMTP server is configured (SMTP_URL), so e-mails stay here and cannot be resent.
              </p>
            ) : null}
            {mail.lastError ? <p className="text-sm text-destructive">Last error: {mail.lastError}</p> : null}
            {mail.attachments.length ? (
              <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Attachments">
                {mail.attachments.map((file) => (
                  <li key={file.url} className="flex items-center gap-1.5">
                    <PaperclipIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                    <a
                      href={file.url}
                      download
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {file.fileName}
                    </a>
                    <span className="text-muted-foreground">(made when sent)</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {headers.length ? (
              <dl className="grid gap-1 rounded-md border bg-muted/30 p-3 text-xs">
                {headers.map(([name, value]) => (
                  <div key={name} className="grid gap-0.5 sm:grid-cols-[12rem_1fr]">
                    <dt className="font-medium">{name}</dt>
                    <dd className="break-all text-muted-foreground">{value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <Tabs defaultValue="html" className="gap-3">
              <TabsList>
                <TabsTrigger value="html">Preview</TabsTrigger>
                <TabsTrigger value="text">Plain text</TabsTrigger>
              </TabsList>
              <TabsContent value="html">
                <iframe
                  title={`Preview of ${mail.subject}`}
                  sandbox=""
                  srcDoc={mail.html}
                  className="h-[60dvh] w-full rounded-md border bg-white"
                />
              </TabsContent>
              <TabsContent value="text">
                <pre
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: a long e-mail scrolls; the keyboard must reach it to scroll it (WCAG 2.1.1)
                  tabIndex={0}
                  className="max-h-[60dvh] overflow-auto rounded-md border bg-muted/30 p-3 text-xs whitespace-pre-wrap"
                >
                  {mail.text}
                </pre>
              </TabsContent>
            </Tabs>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
