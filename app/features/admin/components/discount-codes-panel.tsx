import { PlusIcon } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { Switch } from "../../../components/ui/switch.tsx";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "../../../components/ui/table.tsx";
import { apiRequest, errorMessage } from "../../../lib/api.ts";
import type { DiscountCodeJson } from "../../discounts/discounts.schemas.ts";
import { ConfirmDelete } from "./confirm-delete.tsx";
import { DiscountCodeDialog } from "./discount-code-dialog.tsx";
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

/** Section 2 "create and manage discount codes" (D5): list, create, edit, switch, delete. */
export function DiscountCodesPanel() {
  const [codes, setCodes] = useState<DiscountCodeJson[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<DiscountCodeJson | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const load = useCallback(() => {
    apiRequest("GET", "/api/discount-codes")
      .then(async (res) => {
        setCodes((await res.json()) as DiscountCodeJson[]);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, []);
  useEffect(load, [load]);

  const setActive = async (code: DiscountCodeJson, isActive: boolean) => {
    try {
      await apiRequest("PATCH", `/api/discount-codes/${code.id}`, { isActive });
      toast.success(isActive ? "Code activated" : "Code deactivated", { description: code.code });
    } catch (err) {
      toast.error("Error", { description: errorMessage(err, "Failed to update discount code.") });
    }
    load();
  };

  const remove = async (code: DiscountCodeJson) => {
    try {
      const res = await apiRequest("DELETE", `/api/discount-codes/${code.id}`);
      const answer = (await res.json()) as { message: string };
      toast.success(code.code, { description: answer.message });
    } catch (err) {
      toast.error("Error", { description: errorMessage(err, "Failed to delete discount code.") });
    }
    load();
  };

  return (
    <div className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          Percentage or fixed-amount codes for the cart and the builder.
        </p>
        <Button
          onClick={() => {
            setEditing(null);
            setDialogOpen(true);
          }}
        >
          <PlusIcon aria-hidden="true" />
          New code
        </Button>
      </div>
      {failed ? (
        <p className="py-10 text-center text-sm text-destructive">
          Could not load the discount codes. Please try again.
        </p>
      ) : codes === null ? (
        <p className="py-10 text-center text-sm text-muted-foreground">Loading discount codes...</p>
      ) : codes.length === 0 ? (
        <p className="py-10 text-center text-sm text-muted-foreground">
          No discount codes yet. Create the first one.
        </p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Code</TableHead>
              <TableHead>Discount</TableHead>
              <TableHead>Minimum</TableHead>
              <TableHead>Active</TableHead>
              <TableHead className="text-right">Used</TableHead>
              <TableHead>Dates</TableHead>
              <TableHead>Created</TableHead>
              <TableHead className="sr-only">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {codes.map((code) => (
              <TableRow key={code.id}>
                <TableCell className="font-mono font-semibold">{code.code}</TableCell>
                <TableCell>{discountOf(code)}</TableCell>
                <TableCell>{code.minimumOrderAmount ? usd(code.minimumOrderAmount) : "—"}</TableCell>
                <TableCell>
                  <Switch
                    checked={code.isActive}
                    onCheckedChange={(v) => setActive(code, v)}
                    aria-label={`${code.code} active`}
                  />
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {code.usedCount} / {code.maxUses ?? "∞"}
                </TableCell>
                <TableCell className="whitespace-nowrap">{dates(code)}</TableCell>
                <TableCell className="whitespace-nowrap">{day(code.createdAt)}</TableCell>
                <TableCell>
                  <div className="flex justify-end gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => {
                        setEditing(code);
                        setDialogOpen(true);
                      }}
                    >
                      Edit
                    </Button>
                    <ConfirmDelete
                      title={`Delete ${code.code}?`}
                      description="A code that was never used is removed; a used code is deactivated instead, so the orders that carry it keep it."
                      onConfirm={() => remove(code)}
                    />
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <DiscountCodeDialog
        code={editing}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onSaved={() => {
          setDialogOpen(false);
          load();
        }}
      />
    </div>
  );
}
