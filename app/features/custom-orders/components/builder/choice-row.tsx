import type { ReactNode } from "react";
import { Checkbox } from "../../../../components/ui/checkbox.tsx";
import { cn } from "../../../../lib/utils.ts";

/** A checkbox card of step 3: the label, a detail line, and an optional badge or note. */
export function ChoiceRow({
  id,
  label,
  detail,
  aside,
  checked,
  disabled,
  onCheckedChange,
  children,
}: {
  id: string;
  label: string;
  detail: ReactNode;
  aside?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <label
      htmlFor={id}
      className={cn(
        "flex gap-3 rounded-xl border bg-card p-4 transition-[border-color,box-shadow,background-color]",
        "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2",
        disabled ? "cursor-not-allowed opacity-70" : "cursor-pointer hover:border-primary/40",
        checked && "border-primary bg-primary/[0.04] shadow-[0_0_0_1px] shadow-primary",
      )}
    >
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-labelledby={`${id}-label`}
        aria-describedby={aside ? `${id}-aside ${id}-detail` : `${id}-detail`}
        className="mt-0.5"
      />
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <span id={`${id}-label`} className="text-sm font-medium">
            {label}
          </span>
          {aside && <span id={`${id}-aside`}>{aside}</span>}
        </span>
        <span id={`${id}-detail`} className="grid gap-1">
          <span className="text-xs text-muted-foreground">{detail}</span>
          {children}
        </span>
      </span>
    </label>
  );
}
