import { CartButton } from "../features/cart/components/cart-button.tsx";
import { AccountActions, type HeaderUser } from "./account-actions.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { SiteLogo } from "./site-logo.tsx";
import { SiteNav } from "./site-nav.tsx";

/** The header of every page. */
export function SiteHeader({ user, shopName }: { user: HeaderUser | null; shopName: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <SiteLogo shopName={shopName} className="mr-auto md:mr-4" />
        <SiteNav isAdmin={user?.role === "admin"} layout="row" className="hidden md:mr-auto md:block" />
        <div className="hidden md:block">
          <AccountActions user={user} layout="row" />
        </div>
        <CartButton />
        <MobileMenu user={user} shopName={shopName} />
      </div>
    </header>
  );
}
