import { SearchIcon } from "lucide-react";
import { Input } from "../ui/input.tsx";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from "../ui/select.tsx";

const ALL = "all";

/** A filter choice that shows another set of rows (the archive) rather than one status. */
export const VIEW_PREFIX = "view:";

/** The admin lists' search field, a magnifier inside its left edge. */
export function SearchBox({
  value,
  onChange,
  placeholder,
  label,
  className = "",
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
  className?: string;
}) {
  return (
    <div className={`relative ${className}`}>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className="pl-9"
      />
    </div>
  );
}

/**
 * Search box and filter (by status, by default) above an admin table; `views` are further
 * choices after the statuses (such as "Archived"), whose values start with `VIEW_PREFIX`.
 */
export function ListToolbar({
  search,
  onSearch,
  status,
  onStatus,
  statuses,
  views = [],
  searchLabel,
  placeholder = "Order number, name or e-mail",
  filterLabel = "Filter by status",
  allLabel = "All statuses",
  filterWidth = "sm:w-52",
}: {
  search: string;
  onSearch: (value: string) => void;
  status: string;
  onStatus: (value: string) => void;
  statuses: readonly { value: string; label: string }[];
  views?: readonly { value: string; label: string }[];
  searchLabel: string;
  placeholder?: string;
  filterLabel?: string;
  /** The filter's first choice, which shows every row. */
  allLabel?: string;
  /** Wide enough for the longest choice, so the chosen one is never cut short. */
  filterWidth?: "sm:w-48" | "sm:w-52" | "sm:w-72";
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchBox
        value={search}
        onChange={onSearch}
        placeholder={placeholder}
        label={searchLabel}
        className="flex-1"
      />
      <Select value={status || ALL} onValueChange={(v) => onStatus(v === ALL ? "" : v)}>
        <SelectTrigger className={`w-full ${filterWidth}`} aria-label={filterLabel}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {statuses.map((s) => (
            <SelectItem key={s.value} value={s.value}>
              {s.label}
            </SelectItem>
          ))}
          {views.length > 0 && <SelectSeparator />}
          {views.map((v) => (
            <SelectItem key={v.value} value={`${VIEW_PREFIX}${v.value}`}>
              {v.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
