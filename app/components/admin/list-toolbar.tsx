import { SearchIcon } from "lucide-react";
import { Input } from "../ui/input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../ui/select.tsx";

const ALL = "all";

/** Search box and status filter above an admin table. */
export function ListToolbar({
  search,
  onSearch,
  status,
  onStatus,
  statuses,
  searchLabel,
}: {
  search: string;
  onSearch: (value: string) => void;
  status: string;
  onStatus: (value: string) => void;
  statuses: readonly { value: string; label: string }[];
  searchLabel: string;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder="Order number, name or e-mail"
          aria-label={searchLabel}
          className="pl-9"
        />
      </div>
      <Select value={status || ALL} onValueChange={(v) => onStatus(v === ALL ? "" : v)}>
        <SelectTrigger className="w-full sm:w-52" aria-label="Filter by status">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All statuses</SelectItem>
          {statuses.map((s) => (
            <SelectItem key={s.value} value={s.value}>
              {s.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
