import { CheckIcon, CopyIcon, MailCheckIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { DialogDescription, DialogTitle } from "../../../components/ui/dialog.tsx";
import { EXIT_INTENT_PERCENT_OFF, EXIT_INTENT_VALID_DAYS } from "../exit-intent.ts";

/** The popup's success state: where the code went, and the code itself to use right away. */
export function ExitIntentSent({
  email,
  code,
  onClose,
}: {
  email: string;
  code: string;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard?.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <>
      <div className="grid gap-1.5">
        <DialogTitle className="flex items-center gap-2 text-xl">
          <MailCheckIcon aria-hidden="true" className="size-5 text-success" />
          Check your inbox
        </DialogTitle>
        <DialogDescription>
          We've sent your code to <strong className="break-all text-foreground">{email}</strong>. Use it for{" "}
          {EXIT_INTENT_PERCENT_OFF}% off within {EXIT_INTENT_VALID_DAYS} days, in the cart or the pin builder.
        </DialogDescription>
      </div>
      <div className="flex items-center justify-between gap-3 rounded-lg border-2 border-dashed border-brass bg-secondary/40 px-4 py-3">
        <div>
          <p className="text-xs text-muted-foreground">Your code</p>
          <p className="font-mono text-2xl font-bold tracking-widest text-primary">{code}</p>
        </div>
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {copied ? "Code copied" : ""}
      </p>
      <Button type="button" size="lg" className="w-full" onClick={onClose}>
        Keep shopping
      </Button>
    </>
  );
}
