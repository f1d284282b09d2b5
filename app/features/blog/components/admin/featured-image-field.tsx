import { ImageIcon, UploadIcon, XIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { Input } from "../../../../components/ui/input.tsx";
import { toast } from "../../../../components/ui/sonner.tsx";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { errorMessage } from "../../../../lib/api.ts";
import { isImageUrl } from "../../blog-admin.schemas.ts";

const ACCEPT = "image/png,image/jpeg,image/gif,image/webp,.png,.jpg,.jpeg,.gif,.webp";

async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append("file", file);
  const res = await fetch("/api/admin/blog/images", { method: "POST", body: form, credentials: "include" });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  return ((await res.json()) as { url: string }).url;
}

/** A featured image by upload (checked on the server) or by address, with its preview. */
export function FeaturedImageField({
  id,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [broken, setBroken] = useState<string | null>(null);
  const showPreview = value.trim() !== "" && isImageUrl(value.trim()) && broken !== value;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      onChange(await uploadImage(file));
    } catch (err) {
      toast.error("Upload failed", { description: errorMessage(err, "The image could not be uploaded.") });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  return (
    <div className="grid gap-3">
      <div className="relative flex aspect-[16/9] items-center justify-center overflow-hidden rounded-lg border border-dashed bg-muted/50">
        {showPreview ? (
          <>
            <img
              src={value}
              alt="Featured preview"
              className="size-full object-cover"
              onError={() => setBroken(value)}
            />
            <Button
              type="button"
              variant="secondary"
              size="icon-sm"
              className="absolute top-2 right-2 shadow"
              onClick={() => onChange("")}
              aria-label="Remove image"
            >
              <XIcon aria-hidden="true" />
            </Button>
          </>
        ) : (
          <div className="flex flex-col items-center gap-1 px-4 text-center text-sm text-muted-foreground">
            <ImageIcon className="size-7" aria-hidden="true" />
            {broken === value && value ? "This image could not be loaded." : "No image yet"}
          </div>
        )}
        {uploading && (
          <div className="absolute inset-0 flex items-center justify-center bg-background/70">
            <Spinner className="size-6" label="Uploading image…" />
          </div>
        )}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder="https://… or upload"
          inputMode="url"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        <Button
          type="button"
          variant="outline"
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
        >
          <UploadIcon aria-hidden="true" />
          Upload
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Upload a featured image"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        PNG, JPG, GIF or WEBP up to 10 MB; 1200 × 630 suits social sharing.
      </p>
    </div>
  );
}
