import { FileTextIcon, ImageIcon, UploadCloudIcon, XIcon } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { cn } from "../../../../lib/utils.ts";
import { FILE_TOO_LARGE, UPLOAD_MAX_BYTES } from "../../../uploads/uploads.schemas.ts";

// The artwork of step 4: images, .pdf and .svg, up to 10 MB, checked here so the
// shopper hears at once; the server checks the real type and size again.

export const LOGO_INPUT_ACCEPT = "image/*,.pdf,.svg";
export const LOGO_HINT = "PNG, JPG, SVG, PDF up to 10MB";
export const UNSUPPORTED_LOGO = "Please choose an image, SVG or PDF file.";

export function logoProblem(file: File): string | null {
  if (file.size > UPLOAD_MAX_BYTES) return FILE_TOO_LARGE;
  const name = file.name.toLowerCase();
  if (file.type.startsWith("image/") || name.endsWith(".pdf") || name.endsWith(".svg")) return null;
  return UNSUPPORTED_LOGO;
}

function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function LogoUpload({
  file,
  thumbnail,
  onChange,
  needsReupload,
}: {
  file: File | null;
  thumbnail: string | null;
  onChange: (file: File | null) => void;
  /** A restored draft: the file itself is never saved, so it must be chosen again. */
  needsReupload: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const issue = logoProblem(chosen);
    setProblem(issue);
    if (!issue) onChange(chosen);
    if (input.current) input.current.value = "";
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="text-sm font-semibold">
        Your logo or artwork
      </span>
      {file ? (
        <div className="flex items-center gap-4 rounded-xl border bg-card p-3">
          <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-[repeating-conic-gradient(#f1f1f1_0_25%,#fff_0_50%)] bg-[length:12px_12px]">
            {thumbnail ? (
              <img src={thumbnail} alt="Preview of your logo" className="size-full object-contain" />
            ) : file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf") ? (
              <FileTextIcon className="size-7 text-muted-foreground" aria-hidden="true" />
            ) : (
              <ImageIcon className="size-7 text-muted-foreground" aria-hidden="true" />
            )}
          </span>
          <span className="grid min-w-0 flex-1">
            <span className="truncate text-sm font-medium" title={file.name}>
              {file.name}
            </span>
            <span className="text-xs text-muted-foreground">{sizeText(file.size)}</span>
          </span>
          <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()}>
            Replace
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            aria-label={`Remove ${file.name}`}
            onClick={() => {
              setProblem(null);
              onChange(null);
            }}
          >
            <XIcon aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <label
          htmlFor={id}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            "flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed bg-background px-6 py-9 text-center transition-colors",
            "hover:border-primary/50 hover:bg-primary/[0.03] has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2",
            dragging && "border-primary bg-primary/5",
            problem && "border-destructive/60",
          )}
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <UploadCloudIcon className="size-6" aria-hidden="true" />
          </span>
          <span className="text-sm font-medium">
            <span className="text-primary underline underline-offset-4">Choose a file</span> or drag it here
          </span>
          <span className="text-xs text-muted-foreground">{LOGO_HINT}</span>
          <span className="text-xs text-muted-foreground">300 DPI or higher is best</span>
        </label>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept={LOGO_INPUT_ACCEPT}
        aria-labelledby={`${id}-label`}
        aria-describedby={problem ? `${id}-problem` : undefined}
        aria-invalid={problem ? true : undefined}
        className="sr-only"
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      {!file && !problem && needsReupload && (
        <p className="text-sm text-muted-foreground">
          Your choices were restored. Files are not kept with a saved draft, so please add your logo again.
        </p>
      )}
    </div>
  );
}
