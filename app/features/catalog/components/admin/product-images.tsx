import { ArrowDownIcon, ArrowUpIcon, ImageIcon, Trash2Icon, UploadIcon } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { Input } from "../../../../components/ui/input.tsx";
import { Label } from "../../../../components/ui/label.tsx";
import { apiRequest, errorMessage } from "../../../../lib/api.ts";
import type { ProductImageJson } from "../../catalog.schemas.ts";
import { IMAGE_ALT_MAX } from "../../products-admin.schemas.ts";

const ACCEPT = "image/png,image/jpeg,image/gif,image/webp,.png,.jpg,.jpeg,.gif,.webp";

async function uploadImage(productId: number, file: File, alt: string): Promise<void> {
  const form = new FormData();
  form.append("file", file);
  form.append("alt", alt);
  const res = await fetch(`/api/admin/products/${productId}/images`, {
    method: "POST",
    body: form,
    credentials: "include",
  });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
}

/**
 * The product's pictures: thumbnails in the order the product page shows them (the first is the
 * main image), moved up or down, removed, and new ones uploaded with their alt text.
 */
export function ProductImages({
  productId,
  images,
  onChanged,
}: {
  productId: number;
  images: ProductImageJson[];
  /** Called after every change, so the editor loads the product again. */
  onChanged: () => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>, fallback: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      onChanged();
      return true;
    } catch (err) {
      setProblem(errorMessage(err, fallback));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setProblem("Choose a picture to upload.");
      return;
    }
    const done = await run(() => uploadImage(productId, file, alt), "The picture could not be uploaded.");
    if (done) {
      setAlt("");
      if (fileInput.current) fileInput.current.value = "";
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = images.map((i) => i.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    return run(
      () => apiRequest("PUT", `/api/admin/products/${productId}/images/order`, { ids }),
      "The pictures could not be reordered.",
    );
  };
  const remove = (image: ProductImageJson) =>
    run(
      () => apiRequest("DELETE", `/api/admin/products/${productId}/images/${image.id}`),
      "The picture could not be removed.",
    );

  return (
    <section className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6" aria-labelledby="product-pictures">
      <div>
        <h3 id="product-pictures" className="text-lg font-semibold">
          Pictures
        </h3>
        <p className="text-sm text-muted-foreground">
          PNG, JPG, GIF or WEBP. The first picture is the main image on the shop.
        </p>
      </div>
      {images.length === 0 ? (
        <p className="flex items-center gap-2 rounded-lg border border-dashed p-6 text-sm text-muted-foreground">
          <ImageIcon className="size-5 shrink-0" aria-hidden="true" />
          No pictures yet: the shop shows the pin's original artwork or a placeholder.
        </p>
      ) : (
        <ol
          className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
          aria-label="Product pictures"
          aria-busy={busy}
        >
          {images.map((image, index) => (
            <li key={image.id} className="flex gap-3 rounded-lg border p-2">
              <img
                src={image.thumbnailUrl}
                alt={image.alt}
                className="size-20 shrink-0 rounded-md bg-muted object-cover"
              />
              <div className="flex min-w-0 flex-1 flex-col justify-between gap-2">
                <p className="line-clamp-2 text-sm break-words">
                  <span className="text-muted-foreground">{index === 0 ? "Main · " : `${index + 1} · `}</span>
                  {image.alt || <em className="text-muted-foreground">No alt text</em>}
                </p>
                <div className="flex gap-1">
                  <Button
                    type="button"
                    variant="outline"
                    size="icon"
                    className="size-8"
                    disabled={busy || index === 0}
                    aria-label={`Move picture ${index + 1} up`}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpIcon aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="icon"
                    className="size-8"
                    disabled={busy || index === images.length - 1}
                    aria-label={`Move picture ${index + 1} down`}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownIcon aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="icon"
                    className="ml-auto size-8 text-destructive"
                    disabled={busy}
                    aria-label={`Remove picture ${index + 1}`}
                    onClick={() => remove(image)}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={upload} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="grid gap-2">
          <Label htmlFor="product-picture-file">Picture</Label>
          <Input id="product-picture-file" ref={fileInput} type="file" accept={ACCEPT} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="product-picture-alt">Alt text</Label>
          <Input
            id="product-picture-alt"
            value={alt}
            maxLength={IMAGE_ALT_MAX}
            onChange={(e) => setAlt(e.target.value)}
            placeholder="Gold flag pin on a green cap"
          />
        </div>
        <Button type="submit" disabled={busy}>
          <UploadIcon aria-hidden="true" />
          {busy ? "Working..." : "Upload picture"}
        </Button>
      </form>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </section>
  );
}
