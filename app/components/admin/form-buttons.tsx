import { Button } from "../ui/button.tsx";

/**
 * An admin form's two buttons: leave it (`cancelLabel`), and save it: "Save changes" for a record
 * that exists, `createLabel` for a new one, "Saving..." while the request runs.
 */
export function FormButtons({
  pending,
  editing,
  createLabel,
  onCancel,
  cancelLabel = "Cancel",
}: {
  pending: boolean;
  editing: boolean;
  createLabel: string;
  onCancel: () => void;
  cancelLabel?: string;
}) {
  return (
    <>
      <Button type="button" variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? "Saving..." : editing ? "Save changes" : createLabel}
      </Button>
    </>
  );
}
