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
 * and cannot be dismissed meanwhile, and stays open when `onConfirm` answers `false` (a field to
 * correct, shown by the caller); otherwise it closes at once and `onConfirm` runs behind it.
 * Without a `trigger`, the caller opens and closes it through `open` and `onOpenChange`.
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
  confirmDisabled = false,
  open: controlledOpen,
  onOpenChange,
  onConfirm,
}: {
  /** The button that opens the dialog. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  children?: ReactNode;
  cancelLabel?: string;
  confirmLabel: string;
  /** What the confirm button says while `onConfirm` runs. */
  busyLabel?: string;
  destructive?: boolean;
  stayOpen?: boolean;
  /** Keeps the confirm button off (nothing to confirm yet). */
  confirmDisabled?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** With `stayOpen`, answering `false` keeps the dialog open. */
  onConfirm: () => Promise<undefined | boolean> | Promise<void>;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const [busy, setBusy] = useState(false);
  const confirm = async (event: MouseEvent) => {
    if (stayOpen) event.preventDefault();
    setBusy(true);
    try {
      const done = await onConfirm();
      if (stayOpen && done !== false) setOpen(false);
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
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={stayOpen && busy}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            disabled={busy || confirmDisabled}
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
