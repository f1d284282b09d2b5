import { useState } from "react";
import { apiRequest } from "../../lib/api.ts";

/**
 * An order dialog's changes. `changed` hands the saved order to the list and bumps `version`,
 * the key that makes the dialog's records read themselves again; `reload` reads the order
 * again after a refund, which may have cancelled it (and bumps `version` even when that fails).
 */
export function useOrderChanges<T>(onChanged: (order: T) => void) {
  const [version, setVersion] = useState(0);
  const bump = () => setVersion((v) => v + 1);
  const changed = (next: T) => {
    bump();
    onChanged(next);
  };
  const reload = (path: string) => {
    apiRequest("GET", path)
      .then(async (res) => changed((await res.json()) as T))
      .catch(bump);
  };
  return { version, bump, changed, reload };
}
