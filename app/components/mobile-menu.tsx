import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { cx } from "../lib/cx.ts";
import type { AccountActionsProps } from "./account-actions.tsx";
import { MenuIcon } from "./shell-icons.tsx";
import { buttonVariants } from "./ui/button-variants.ts";
import { useDeferredSheet } from "./use-deferred-sheet.ts";

const loadMenuSheet = () => import("./mobile-menu-sheet.tsx");
const MenuSheet = lazy(loadMenuSheet);

/** On small screens a collapsible menu that closes when a link is chosen. */
export function MobileMenu({ user, shopName }: Pick<AccountActionsProps, "user"> & { shopName: string }) {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so any navigation (back/forward too) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const sheet = useDeferredSheet(open, setOpen, loadMenuSheet);

  return (
    <>
      <button
        type="button"
        aria-label={open ? "Close menu" : "Open menu"}
        className={cx(buttonVariants({ variant: "ghost", size: "icon" }), "md:hidden")}
        {...sheet.triggerProps}
      >
        <MenuIcon className="size-5" />
      </button>
      {sheet.mounted && (
        <Suspense fallback={null}>
          <MenuSheet
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={sheet.onCloseAutoFocus}
            user={user}
            shopName={shopName}
          />
        </Suspense>
      )}
    </>
  );
}
