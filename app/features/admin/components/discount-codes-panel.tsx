import { PlusIcon } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { apiRequest, errorMessage } from "../../../lib/api.ts";
import type { DiscountCodeJson } from "../../discounts/discounts.schemas.ts";
import { DiscountCodeDialog } from "./discount-code-dialog.tsx";
import { DiscountCodesTable } from "./discount-codes-table.tsx";

/** The admin creates and manages discount codes: list, create, edit, switch, delete. */
export function DiscountCodesPanel() {
  const [codes, setCodes] = useState<DiscountCodeJson[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<DiscountCodeJson | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Each opening gets a fresh dialog, so its form starts from that code, or blank for a new one.
  const [opened, setOpened] = useState(0);
  const openDialog = (code: DiscountCodeJson | null) => {
    setEditing(code);
    setOpened((n) => n + 1);
    setDialogOpen(true);
  };

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
        <Button onClick={() => openDialog(null)}>
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
        <DiscountCodesTable codes={codes} onEdit={openDialog} onActive={setActive} onDelete={remove} />
      )}
      <DiscountCodeDialog
        key={opened}
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
