import { useId, useState } from "react";
import { Input } from "../../../../components/ui/input.tsx";
import { Label } from "../../../../components/ui/label.tsx";
import { isEmail } from "./builder-state.ts";
import { LogoUpload } from "./logo-upload.tsx";

export const EMAIL_MESSAGE = "Please enter a valid email address";

/** Step 4: the artwork, and who we send the mockup to. */
export function DesignStep({
  logo,
  thumbnail,
  onLogo,
  needsReupload,
  customerName,
  customerEmail,
  onChange,
}: {
  logo: File | null;
  thumbnail: string | null;
  onLogo: (file: File | null) => void;
  needsReupload: boolean;
  customerName: string;
  customerEmail: string;
  onChange: (patch: { customerName?: string; customerEmail?: string }) => void;
}) {
  const id = useId();
  const [emailTouched, setEmailTouched] = useState(false);
  const emailWrong = emailTouched && customerEmail.trim() !== "" && !isEmail(customerEmail);

  return (
    <div className="grid gap-8">
      <LogoUpload file={logo} thumbnail={thumbnail} onChange={onLogo} needsReupload={needsReupload} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold">Your details</legend>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-name`}>Full name</Label>
          <Input
            id={`${id}-name`}
            autoComplete="name"
            maxLength={120}
            required
            value={customerName}
            onChange={(event) => onChange({ customerName: event.target.value })}
          />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            required
            value={customerEmail}
            aria-invalid={emailWrong || undefined}
            aria-describedby={`${id}-email-note`}
            onBlur={() => setEmailTouched(true)}
            onChange={(event) => onChange({ customerEmail: event.target.value })}
          />
          <p
            id={`${id}-email-note`}
            className={emailWrong ? "text-sm font-medium text-destructive" : "text-xs text-muted-foreground"}
          >
            {emailWrong ? EMAIL_MESSAGE : "Your mockup arrives here within 24 hours."}
          </p>
        </div>
      </fieldset>
    </div>
  );
}
