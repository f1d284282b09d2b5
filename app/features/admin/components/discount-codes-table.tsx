import { ConfirmDelete } from "../../../components/admin/confirm-delete.tsx";
import { type RecordColumn, RecordTable } from "../../../components/admin/record-table.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Switch } from "../../../components/ui/switch.tsx";
import type { DiscountCodeJson } from "../../discounts/discounts.schemas.ts";
import { usd } from "./order-records.tsx";

const DAY = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const day = (iso: string | null) => (iso ? DAY.format(new Date(iso)) : null);
/** A day of the shop's calendar ("2026-06-01"), shown as that day wherever the admin is. */
const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const calendarDay = (date: string | null) => (date ? DATE.format(new Date(`${date}T00:00:00Z`)) : null);

function discountOf(code: DiscountCodeJson) {
  return code.discountType === "percentage" ? `${code.discountValue}%` : usd(code.discountValue);
}

function dates(code: DiscountCodeJson) {
  const from = calendarDay(code.startsOn);
  const to = calendarDay(code.endsOn);
  if (!from && !to) return "Always";
  return `${from ?? "Now"} – ${to ?? "no end"}`;
}

const minimumOf = (code: DiscountCodeJson) => (code.minimumOrderAmount ? usd(code.minimumOrderAmount) : "—");

/** The record's fields of every code (docs/product-rules.md#records); a card per code on a phone. */
export function DiscountCodesTable({
  codes,
  onEdit,
  onActive,
  onDelete,
}: {
  codes: DiscountCodeJson[];
  onEdit: (code: DiscountCodeJson) => void;
  onActive: (code: DiscountCodeJson, isActive: boolean) => void;
  onDelete: (code: DiscountCodeJson) => Promise<void>;
}) {
  const columns: RecordColumn<DiscountCodeJson>[] = [
    { head: "Code", card: "title", className: "font-mono font-semibold", cell: (code) => code.code },
    { head: "Discount", cell: discountOf },
    { head: "Minimum", cell: minimumOf },
    {
      head: "Active",
      cell: (code) => (
        <Switch
          checked={code.isActive}
          onCheckedChange={(v) => onActive(code, v)}
          aria-label={`${code.code} active`}
        />
      ),
    },
    { head: "Used", numeric: true, cell: (code) => `${code.usedCount} / ${code.maxUses ?? "∞"}` },
    { head: "Dates", cell: dates },
    { head: "Created", cell: (code) => day(code.createdAt) },
    {
      head: "Actions",
      card: "actions",
      cell: (code) => (
        <div className="flex justify-end gap-2">
          <Button variant="outline" size="sm" onClick={() => onEdit(code)}>
            Edit
          </Button>
          <ConfirmDelete
            title={`Delete ${code.code}?`}
            description="A code that was never used is removed; a used code is deactivated instead, so the orders that carry it keep it."
            onConfirm={() => onDelete(code)}
          />
        </div>
      ),
    },
  ];
  return <RecordTable rows={codes} rowKey={(code) => code.id} columns={columns} />;
}
