import { MenuIcon } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { AccountActions, type AccountActionsProps } from "./account-actions.tsx";
import { SiteNav } from "./site-nav.tsx";
import { Button } from "./ui/button.tsx";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "./ui/sheet.tsx";

/** Spec section 2: on small screens a collapsible menu that closes when a link is chosen. */
export function MobileMenu({ user, shopName }: Pick<AccountActionsProps, "user"> & { shopName: string }) {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so any navigation (back/forward too) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);

  return (
    <Sheet open={open} onOpenChange={(next) => setOpenOn(next ? pathname : null)}>
      <SheetTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={open ? "Close menu" : "Open menu"}
          className="md:hidden"
        >
          <MenuIcon className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" closeLabel="Close menu" className="w-[85%] max-w-sm md:hidden">
        <SheetHeader className="border-b">
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>{shopName}</SheetDescription>
        </SheetHeader>
        <div className="flex flex-col gap-6 px-4">
          <SiteNav isAdmin={user?.role === "admin"} layout="column" onNavigate={close} />
          <div className="border-t pt-6">
            <AccountActions user={user} layout="column" onNavigate={close} />
          </div>
        </div>
      </SheetContent>
    </Sheet>
  );
}
