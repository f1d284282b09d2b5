import { AccountActions, type AccountActionsProps } from "./account-actions.tsx";
import { SiteNav } from "./site-nav.tsx";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "./ui/sheet.tsx";

interface MenuSheetProps extends Pick<AccountActionsProps, "user"> {
  shopName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** The phone menu's sheet, loaded with the first open (see useDeferredSheet). */
export default function MobileMenuSheet({
  user,
  shopName,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: MenuSheetProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel="Close menu"
        className="w-[85%] max-w-sm md:hidden"
        onCloseAutoFocus={onCloseAutoFocus}
      >
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
