import { CalendarRangeIcon } from "lucide-react";
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { Input } from "../../../../components/ui/input.tsx";
import { Label } from "../../../../components/ui/label.tsx";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "../../../../components/ui/select.tsx";
import { REPORT_PRESETS, type ReportPresetId, type ReportRange } from "../../report-presets.ts";
import { daysInRange, isCalendarDate, REPORT_MAX_DAYS } from "../../report-range.ts";
import { REPORT_RANGE_ORDER, REPORT_RANGE_TOO_LONG } from "../../reports.schemas.ts";

const CUSTOM = "custom";

/** What is wrong with the owner's own dates, or null. */
function rangeProblem({ from, to }: ReportRange): string | null {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return "Enter both dates";
  if (from > to) return REPORT_RANGE_ORDER;
  return daysInRange(from, to) > REPORT_MAX_DAYS ? REPORT_RANGE_TOO_LONG : null;
}

/**
 * The report's range: a preset in one choice, or the owner's own first and last day. The page
 * keeps the choice in its address; this only says what was chosen.
 */
export function ReportRangePicker({
  selection,
  onPreset,
  onDates,
}: {
  /** null until the browser's today is known. */
  selection: (ReportRange & { preset: ReportPresetId | "custom" }) | null;
  onPreset: (preset: ReportPresetId) => void;
  onDates: (range: ReportRange) => void;
}) {
  const id = useId();
  const [dates, setDates] = useState<ReportRange>({ from: "", to: "" });
  const [problem, setProblem] = useState<string | null>(null);
  const from = selection?.from ?? "";
  const to = selection?.to ?? "";
  useEffect(() => {
    setDates({ from, to });
    setProblem(null);
  }, [from, to]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = rangeProblem(dates);
    setProblem(wrong);
    if (!wrong) onDates(dates);
  };
  const edit = (field: keyof ReportRange) => (event: ChangeEvent<HTMLInputElement>) =>
    setDates((d) => ({ ...d, [field]: event.target.value }));

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Report range"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-2 lg:flex lg:flex-wrap lg:items-end"
    >
      <div className="grid gap-1.5 sm:col-span-2 lg:w-52">
        <Label htmlFor={`${id}-preset`}>Range</Label>
        <Select
          value={selection?.preset ?? ""}
          onValueChange={(value) => {
            if (value !== CUSTOM) onPreset(value as ReportPresetId);
          }}
          disabled={!selection}
        >
          <SelectTrigger id={`${id}-preset`} className="w-full *:data-[slot=select-value]:flex-1">
            <CalendarRangeIcon aria-hidden="true" />
            <SelectValue placeholder="Choose a range" />
          </SelectTrigger>
          <SelectContent>
            {REPORT_PRESETS.map((p) => (
              <SelectItem key={p.id} value={p.id}>
                {p.label}
              </SelectItem>
            ))}
            <SelectItem value={CUSTOM} disabled={selection?.preset !== CUSTOM}>
              Custom dates
            </SelectItem>
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5 lg:w-44">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={dates.from}
          max={dates.to || undefined}
          onChange={edit("from")}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          disabled={!selection}
        />
      </div>
      <div className="grid gap-1.5 lg:w-44">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={dates.to}
          min={dates.from || undefined}
          onChange={edit("to")}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          disabled={!selection}
        />
      </div>
      <Button type="submit" variant="outline" className="sm:col-span-2 lg:w-auto" disabled={!selection}>
        Show these dates
      </Button>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-destructive sm:col-span-2 lg:basis-full">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
