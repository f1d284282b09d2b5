import { TagIcon, XIcon } from "lucide-react";
import { useId } from "react";
import { CodeInput } from "../../../../components/code-input.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { formatUsd } from "../../../../lib/money.ts";
import type { AppliedPromo } from "./builder-state.ts";

/** Step 5's promo code: trimmed, blank ignored, Apply disabled when empty or pending. */
export function PromoCodeField({
  value,
  onChange,
  applied,
  pending,
  onApply,
  onRemove,
}: {
  value: string;
  onChange: (value: string) => void;
  applied: AppliedPromo | null;
  pending: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const id = useId();
  if (applied) {
    return (
      <div className="flex items-center gap-3 rounded-xl border border-success/30 bg-success/5 px-4 py-3 text-sm">
        <TagIcon className="size-4 shrink-0 text-success" aria-hidden="true" />
        <p className="min-w-0 flex-1">
          Promo code <span className="font-mono font-semibold tracking-wide">{applied.code}</span> applied
          <span className="ml-2 font-medium text-success">−{formatUsd(applied.amountCents)}</span>
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} disabled={pending}>
          <XIcon aria-hidden="true" /> Remove
        </Button>
      </div>
    );
  }
  const blank = value.trim() === "";
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank && !pending) onApply(value);
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold">
        Promo code
      </label>
      <div className="flex gap-2">
        <CodeInput id={id} value={value} onChange={(event) => onChange(event.target.value)} />
        <Button type="submit" variant="outline" disabled={blank || pending} className="shrink-0">
          {pending ? "Checking..." : "Apply"}
        </Button>
      </div>
    </form>
  );
}
