import { Trash2Icon } from "lucide-react";
import { Button } from "../ui/button.tsx";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";

/** Admin deletes ask for confirmation first. */
export function ConfirmDelete({
  title,
  description,
  onConfirm,
  label = "Delete",
}: {
  title: string;
  description: string;
  onConfirm: () => Promise<void>;
  label?: string;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" className="text-destructive">
          <Trash2Icon aria-hidden="true" />
          {label}
        </Button>
      }
      title={title}
      description={description}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      destructive
      onConfirm={onConfirm}
    />
  );
}
