import { XIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "../../../components/ui/select.tsx";
import { AUDIT_ACTIONS } from "../../../lib/audit-actions.ts";

const ALL = "all";
const ACTIONS = Object.entries(AUDIT_ACTIONS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

export interface AuditFilterValues {
  actor: string;
  action: string;
  from: string;
  to: string;
}

/** Who, what and between which days: each change goes back to the first page. */
export function AuditFilters({
  values,
  onChange,
}: {
  values: AuditFilterValues;
  onChange: (next: Partial<AuditFilterValues>) => void;
}) {
  const id = useId();
  const filtered = Boolean(values.actor || values.action || values.from || values.to);
  return (
    <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[1fr_1.3fr_auto_auto_auto]">
      <div className="col-span-2 grid gap-1.5 sm:col-span-1">
        <Label htmlFor={`${id}-actor`}>Who</Label>
        <Input
          id={`${id}-actor`}
          type="search"
          placeholder="Username"
          autoComplete="off"
          value={values.actor}
          onChange={(e) => onChange({ actor: e.target.value })}
        />
      </div>
      <div className="col-span-2 grid gap-1.5 sm:col-span-1">
        <Label htmlFor={`${id}-action`}>Action</Label>
        <Select value={values.action || ALL} onValueChange={(v) => onChange({ action: v === ALL ? "" : v })}>
          <SelectTrigger id={`${id}-action`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All actions</SelectItem>
            {ACTIONS.map((a) => (
              <SelectItem key={a.value} value={a.value}>
                {a.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={values.from}
          max={values.to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={values.to}
          min={values.from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </div>
      <Button
        variant="ghost"
        className="col-span-2 justify-self-start lg:col-span-1"
        disabled={!filtered}
        onClick={() => onChange({ actor: "", action: "", from: "", to: "" })}
      >
        <XIcon aria-hidden="true" />
        Clear filters
      </Button>
    </div>
  );
}
