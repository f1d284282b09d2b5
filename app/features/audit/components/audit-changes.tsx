import { cn } from "../../../lib/utils.ts";
import type { AuditEntryJson } from "../audit.schemas.ts";

const WHEN = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** `trackingNumber` as "Tracking number". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isPlain = (v: unknown) => v === null || ["string", "number", "boolean"].includes(typeof v);

/** A value as the owner reads it: dates in their clock, lists as lists, records as indented JSON. */
function Value({ value }: { value: unknown }) {
  if (value === undefined) return <span className="text-muted-foreground">—</span>;
  if (value === null || value === "") return <span className="text-muted-foreground italic">none</span>;
  if (typeof value === "boolean") return <>{value ? "Yes" : "No"}</>;
  if (typeof value === "string" && ISO_INSTANT.test(value)) {
    return <time dateTime={value}>{WHEN.format(new Date(value))}</time>;
  }
  if (typeof value === "string" || typeof value === "number") {
    return (
      <span className="block max-h-48 overflow-y-auto break-words whitespace-pre-wrap">{String(value)}</span>
    );
  }
  if (Array.isArray(value) && value.every(isPlain)) return <>{value.map(String).join(", ")}</>;
  return (
    <pre className="max-h-48 overflow-auto font-mono text-xs break-words whitespace-pre-wrap">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

const SIDES = {
  before: { label: "Before", changed: "bg-destructive/10 border-destructive/30" },
  after: { label: "After", changed: "bg-success/10 border-success/30" },
} as const;

function Side({ side, value, changed }: { side: keyof typeof SIDES; value: unknown; changed: boolean }) {
  return (
    <dd
      className={cn(
        "min-w-0 rounded-md border px-2.5 py-1.5 text-sm",
        changed ? SIDES[side].changed : "border-transparent",
      )}
    >
      <span className="mb-0.5 block text-xs text-muted-foreground sm:sr-only">{SIDES[side].label}</span>
      <Value value={value} />
    </dd>
  );
}

/**
 * What an audit row says changed: each field as it was and as it is, side by side from 640 px
 * and one under the other below. Changed values are tinted; a creation has no "before" and a
 * removal no "after".
 */
export function AuditChanges({ entry }: { entry: AuditEntryJson }) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const summary =
    entry.before === null
      ? "What it was set to."
      : entry.after === null
        ? "What it was before it was removed."
        : "Each field as it was and as it became; changed values are tinted.";
  if (keys.length === 0) return <p className="text-sm text-muted-foreground">No details were recorded.</p>;
  return (
    <div className="grid gap-2">
      <p className="text-xs text-muted-foreground">{summary}</p>
      <div className="hidden gap-3 text-xs font-medium text-muted-foreground sm:grid sm:grid-cols-[10rem_1fr_1fr]">
        <span>Field</span>
        <span>{SIDES.before.label}</span>
        <span>{SIDES.after.label}</span>
      </div>
      <dl className="grid gap-3 sm:gap-2">
        {keys.map((key) => {
          const changed = JSON.stringify(before[key]) !== JSON.stringify(after[key]);
          return (
            <div key={key} className="grid gap-1.5 sm:grid-cols-[10rem_1fr_1fr] sm:gap-3">
              <dt className="text-sm font-medium sm:py-1.5">{fieldLabel(key)}</dt>
              <Side side="before" value={before[key]} changed={changed && entry.before !== null} />
              <Side side="after" value={after[key]} changed={changed && entry.after !== null} />
            </div>
          );
        })}
      </dl>
    </div>
  );
}
