import { useRouteLoaderData } from "react-router";
import type { loader } from "../root.tsx";

/**
 * The root loader's data (current user, shop info) for any component. Lives outside root.tsx so
 * that importing it never pulls the root module, and its server-only imports, into a page.
 */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}
