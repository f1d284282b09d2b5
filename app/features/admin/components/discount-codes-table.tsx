import { Fragment } from "react";
import { ConfirmDelete } from "../../../components/admin/confirm-delete.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Switch } from "../../../components/ui/switch.tsx";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "../../../components/ui/table.tsx";
import type { DiscountCodeJson } from "../../discounts/discounts.schemas.ts";
import { usd } from "./order-records.tsx";

const DAY = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const day = (iso: string | null) => (iso ? DAY.format(new Date(iso)) : null);

function discountOf(code: DiscountCodeJson) {
  return code.discountType === "percentage" ? `${code.discountValue}%` : usd(code.discountValue);
}

function dates(code: DiscountCodeJson) {
  const from = day(code.startsAt);
  const to = day(code.endsAt);
  if (!from && !to) return "Always";
  return `${from ?? "Now"} – ${to ?? "no end"}`;
}

const minimumOf = (code: DiscountCodeJson) => (code.minimumOrderAmount ? usd(code.minimumOrderAmount) : "—");

/**
 * The record's fields of every code (docs/product-rules.md#records); on a phone the less used ones
 * move to a line of their own.
 */
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
  const wide = "hidden sm:table-cell";
  const actions = (code: DiscountCodeJson) => (
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
  );
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Code</TableHead>
          <TableHead>Discount</TableHead>
          <TableHead className={wide}>Minimum</TableHead>
          <TableHead>Active</TableHead>
          <TableHead className="text-right">Used</TableHead>
          <TableHead className={wide}>Dates</TableHead>
          <TableHead className={wide}>Created</TableHead>
          <TableHead className={`${wide} sr-only`}>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {codes.map((code) => (
          <Fragment key={code.id}>
            <TableRow className="max-sm:border-b-0">
              <TableCell className="font-mono font-semibold">{code.code}</TableCell>
              <TableCell>{discountOf(code)}</TableCell>
              <TableCell className={wide}>{minimumOf(code)}</TableCell>
              <TableCell>
                <Switch
                  checked={code.isActive}
                  onCheckedChange={(v) => onActive(code, v)}
                  aria-label={`${code.code} active`}
                />
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {code.usedCount} / {code.maxUses ?? "∞"}
              </TableCell>
              <TableCell className={`${wide} whitespace-nowrap`}>{dates(code)}</TableCell>
              <TableCell className={`${wide} whitespace-nowrap`}>{day(code.createdAt)}</TableCell>
              <TableCell className={wide}>{actions(code)}</TableCell>
            </TableRow>
            <TableRow className="sm:hidden">
              <TableCell colSpan={8} className="pt-0 whitespace-normal">
                <p className="mb-2 text-xs text-muted-foreground">
                  {code.minimumOrderAmount ? `Minimum ${usd(code.minimumOrderAmount)}` : "No minimum"} ·{" "}
                  {dates(code)} · Created {day(code.createdAt)}
                </p>
                {actions(code)}
              </TableCell>
            </TableRow>
          </Fragment>
        ))}
      </TableBody>
    </Table>
  );
}
