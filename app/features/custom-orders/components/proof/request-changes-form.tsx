import { SendIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { Label } from "../../../../components/ui/label.tsx";
import { Textarea } from "../../../../components/ui/textarea.tsx";
import { COMMENT_REQUIRED, PROOF_COMMENT_MAX } from "../../proofs/mockups.schemas.ts";

/** What the customer wants changed: required, up to 2000 characters, sent as plain text. */
export function RequestChangesForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (comment: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const id = useId();
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim()) {
      setError(COMMENT_REQUIRED);
      return;
    }
    setBusy(true);
    const sent = await onSubmit(comment.trim());
    setBusy(false);
    if (sent) setComment("");
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <Label htmlFor={`${id}-comment`}>What would you like changed?</Label>
      <Textarea
        id={`${id}-comment`}
        value={comment}
        maxLength={PROOF_COMMENT_MAX}
        rows={5}
        required
        autoFocus
        placeholder="For example: make the flag red and the lettering a little bigger."
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          setComment(e.target.value);
          if (error) setError(null);
        }}
      />
      <div id={`${id}-hint`} className="flex justify-between gap-4 text-xs">
        <span
          className={error ? "text-destructive" : "text-muted-foreground"}
          role={error ? "alert" : undefined}
        >
          {error ?? "Our designer will send you a new version within 24 hours."}
        </span>
        <span className="shrink-0 text-muted-foreground tabular-nums">
          {comment.length}/{PROOF_COMMENT_MAX}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          <SendIcon aria-hidden="true" />
          {busy ? "Sending..." : "Send Request"}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
