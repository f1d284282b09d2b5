import { UploadIcon } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { ApiError, errorMessage } from "../../../lib/api.ts";
import {
  MOCKUP_ACCEPT,
  MOCKUP_NOTE_MAX,
  type MockupJson,
} from "../../custom-orders/proofs/mockups.schemas.ts";
import type { RequoteInput } from "../../custom-orders/proofs/requote.schemas.ts";
import { FILE_TOO_LARGE, UPLOAD_MAX_BYTES } from "../../uploads/uploads.schemas.ts";
import { initialRequote, RequoteFields, type RequoteOrder, requoteBody } from "./requote-fields.tsx";

/**
 * `POST /api/custom-orders/{id}/mockups` (`file`, optional `note` and `requote`); the server's
 * message on refusal.
 */
async function sendMockup(
  customOrderId: number,
  file: File,
  note: string,
  requote: RequoteInput | null,
): Promise<MockupJson> {
  const form = new FormData();
  form.append("file", file);
  if (note.trim()) form.append("note", note.trim());
  if (requote) form.append("requote", JSON.stringify(requote));
  const res = await fetch(`/api/custom-orders/${customOrderId}/mockups`, {
    method: "POST",
    body: form,
    credentials: "include",
  });
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${await res.text()}`);
  return (await res.json()) as MockupJson;
}

/** Sends a new mockup version: the customer is e-mailed its private proof link. */
export function MockupUploadForm({
  customOrderId,
  customerEmail,
  order,
  refusal,
  onUploaded,
}: {
  customOrderId: number;
  customerEmail: string;
  /** The order's options and figures, for "Change the quote". */
  order: RequoteOrder;
  /** Why the order cannot take a mockup now; the form is disabled with this line. */
  refusal: string | null;
  onUploaded: (mockup: MockupJson) => void;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [requote, setRequote] = useState(() => initialRequote(order));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) {
      toast.error("File too large", { description: FILE_TOO_LARGE });
      return;
    }
    setBusy(true);
    try {
      const mockup = await sendMockup(customOrderId, file, note, requoteBody(requote, order));
      setFile(null);
      setNote("");
      setRequote(initialRequote(order));
      if (fileInput.current) fileInput.current.value = "";
      toast.success("Mockup sent", {
        description: `Version ${mockup.version} was e-mailed to ${customerEmail}.`,
      });
      onUploaded(mockup);
    } catch (err) {
      toast.error("Upload failed", { description: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border bg-muted/30 p-3">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-file`}>New mockup (PNG, JPG, GIF, WEBP or PDF, up to 10 MB)</Label>
        <Input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={MOCKUP_ACCEPT}
          disabled={Boolean(refusal) || busy}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-note`}>Note to the customer (optional)</Label>
        <Textarea
          id={`${id}-note`}
          value={note}
          rows={2}
          maxLength={MOCKUP_NOTE_MAX}
          disabled={Boolean(refusal) || busy}
          placeholder="For example: gold outline as requested, flag in club green."
          onChange={(e) => setNote(e.target.value)}
          className="min-h-16"
        />
      </div>
      {!refusal && <RequoteFields order={order} draft={requote} disabled={busy} onChange={setRequote} />}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-muted-foreground">
          {refusal ?? "The order moves to Mockup Sent and the customer gets a private link to approve it."}
        </p>
        <Button type="submit" disabled={!file || Boolean(refusal) || busy}>
          <UploadIcon aria-hidden="true" />
          {busy ? "Sending..." : "Send mockup"}
        </Button>
      </div>
    </form>
  );
}
