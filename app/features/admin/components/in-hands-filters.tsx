import { useId } from "react";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "../../../components/ui/select.tsx";

export type CustomOrderSort = "newest" | "in-hands";

/**
 * The custom-order list's order (newest first, or the soonest in-hands date first) and its
 * "Needed by" day: only the orders whose customer needs them on or before it.
 */
export function InHandsFilters({
  sort,
  onSort,
  neededBy,
  onNeededBy,
}: {
  sort: CustomOrderSort;
  onSort: (sort: CustomOrderSort) => void;
  neededBy: string;
  onNeededBy: (day: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="grid gap-1.5 sm:w-56">
        <Label htmlFor={`${id}-sort`}>Sort</Label>
        <Select value={sort} onValueChange={(v) => onSort(v as CustomOrderSort)}>
          <SelectTrigger id={`${id}-sort`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="newest">Newest first</SelectItem>
            <SelectItem value="in-hands">In-hands date, soonest first</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5 sm:w-48">
        <Label htmlFor={`${id}-by`}>Needed by</Label>
        <Input id={`${id}-by`} type="date" value={neededBy} onChange={(e) => onNeededBy(e.target.value)} />
      </div>
    </div>
  );
}
