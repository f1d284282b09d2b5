import { type MouseEvent, type ReactNode, useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./alert-dialog.tsx";

const DESTRUCTIVE = "bg-destructive text-destructive-foreground hover:bg-destructive/90";

/**
 * A button that asks "are you sure?" before it acts. `children` go between the question and
 * its answers (a reason field, say). With `stayOpen` the dialog waits for `onConfirm` to finish
 * and cannot be dismissed meanwhile; otherwise it closes at once and `onConfirm` runs behind it.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  children,
  cancelLabel = "Cancel",
  confirmLabel,
  busyLabel,
  destructive = false,
  stayOpen = false,
  onConfirm,
}: {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  children?: ReactNode;
  cancelLabel?: string;
  confirmLabel: string;
  /** What the confirm button says while `onConfirm` runs. */
  busyLabel?: string;
  destructive?: boolean;
  stayOpen?: boolean;
  onConfirm: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async (event: MouseEvent) => {
    if (stayOpen) event.preventDefault();
    setBusy(true);
    try {
      await onConfirm();
      if (stayOpen) setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!(stayOpen && busy)) setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={stayOpen && busy}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            disabled={busy}
            className={destructive ? DESTRUCTIVE : undefined}
            onClick={(event) => void confirm(event)}
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
