import { useState } from "react";
import { ProductEditor } from "./product-editor.tsx";
import { ProductsList } from "./products-list.tsx";

/**
 * The owner's catalogue: the product list, or one product's editor. It assumes no route: the page
 * that mounts it may keep the open product in its address (`openId` and `onOpen`), or leave it
 * to the section's own state.
 */
export function ProductsSection({
  openId,
  onOpen,
}: {
  /** The product whose editor is open; none shows the list. */
  openId?: number | null;
  /** Called to open a product (its id) or go back to the list (null). */
  onOpen?: (id: number | null) => void;
}) {
  const [ownId, setOwnId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const id = onOpen ? (openId ?? null) : ownId;
  const open = (next: number | null) => {
    setCreating(false);
    if (onOpen) onOpen(next);
    else setOwnId(next);
  };

  if (creating || id !== null) {
    return (
      <ProductEditor
        key={creating ? "new" : id}
        id={creating ? null : id}
        onClose={() => open(null)}
        onCreated={(created) => open(created)}
      />
    );
  }
  return <ProductsList onOpen={open} onNew={() => setCreating(true)} />;
}
