import { PanelLeftOpenIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useLocation } from "react-router";
import { earlyTap } from "../early-taps.tsx";
import { Button } from "../ui/button.tsx";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "../ui/sheet.tsx";
import { AdminNav } from "./admin-nav.tsx";
import { ADMIN_SECTIONS } from "./admin-sections.ts";

/** The section a path is in: the longest section path it starts with. */
function currentSection(pathname: string) {
  return [...ADMIN_SECTIONS]
    .sort((a, b) => b.path.length - a.path.length)
    .find((s) => pathname === s.path || pathname.startsWith(`${s.path}/`));
}

/**
 * The admin's frame: the sections in a sidebar from 1024 px, in a drawer behind a menu button
 * below that, and the section's own screen beside them at the full width that is left.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const section = currentSection(pathname);
  return (
    <div className="flex flex-1 bg-muted/40">
      <aside className="hidden w-60 shrink-0 border-r bg-card lg:block">
        <div className="sticky top-16 p-4">
          <p className="px-3 pb-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Shop admin
          </p>
          <AdminNav />
        </div>
      </aside>
      <main className="flex min-w-0 flex-1 flex-col">
        {/* Stays under the site header while the section scrolls, so another section is one tap away;
            its icon is not the site menu's, which sits in the header above it. */}
        <div className="sticky top-16 z-30 flex items-center gap-2 border-b bg-card px-2 py-2 lg:hidden">
          <Button
            variant="outline"
            size="icon"
            aria-label="Open admin menu"
            // A tap before the page hydrates opens the menu once it has (early-taps.tsx).
            {...earlyTap}
            onClick={() => setOpen(true)}
          >
            <PanelLeftOpenIcon aria-hidden="true" />
          </Button>
          <span className="text-sm font-medium">{section?.label ?? "Admin"}</span>
        </div>
        <Sheet open={open} onOpenChange={setOpen}>
          <SheetContent side="left" closeLabel="Close admin menu" className="w-[85%] max-w-xs lg:hidden">
            <SheetHeader className="border-b">
              <SheetTitle>Shop admin</SheetTitle>
              <SheetDescription>Go to a section</SheetDescription>
            </SheetHeader>
            <div className="px-4">
              <AdminNav onNavigate={() => setOpen(false)} />
            </div>
          </SheetContent>
        </Sheet>
        <div className="flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">{children}</div>
      </main>
    </div>
  );
}
