import { TagIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { CodeInput } from "../../../components/code-input.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { applyDiscountCode, removeDiscount, useAppliedDiscount } from "../applied-discount.ts";

/**
 * The discount code box: typed in upper case, Enter submits, Apply waits
 * for the check; an applied code shows with an X that removes it.
 */
export function DiscountBox({ subtotalCents }: { subtotalCents: number }) {
  const { applied, validating } = useAppliedDiscount();
  const [code, setCode] = useState("");
  const inputId = useId();

  const submit = async () => {
    if (validating) return;
    if (await applyDiscountCode(code, subtotalCents)) setCode("");
  };

  if (applied) {
    return (
      <div className="flex items-center gap-3 rounded-lg border border-success/30 bg-success/5 px-3 py-2 text-sm">
        <TagIcon className="size-4 shrink-0 text-success" aria-hidden="true" />
        <p className="min-w-0 flex-1">
          <span className="font-mono font-semibold tracking-wide">{applied.code}</span>
          <span className="ml-2 text-muted-foreground">applied</span>
        </p>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          className="-my-1 -mr-1"
          aria-label={`Remove discount code ${applied.code}`}
          onClick={removeDiscount}
        >
          <XIcon aria-hidden="true" />
        </Button>
      </div>
    );
  }

  return (
    <form
      className="grid gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={inputId} className="text-sm font-medium">
        Discount code
      </label>
      <div className="flex gap-2">
        <CodeInput
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          onKeyDown={(event) => {
            // Enter submits even when Apply is disabled, so a blank code gets its message.
            if (event.key !== "Enter") return;
            event.preventDefault();
            void submit();
          }}
        />
        <Button
          type="submit"
          variant="outline"
          disabled={validating || code.trim().length === 0}
          className="shrink-0"
        >
          {validating ? "Validating..." : "Apply"}
        </Button>
      </div>
    </form>
  );
}
