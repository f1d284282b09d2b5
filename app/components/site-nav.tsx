import { NavLink } from "react-router";
import { cx } from "../lib/cx.ts";

/** The header's navigation; Admin only for admins. */
const PUBLIC_LINKS = [
  { to: "/", label: "Home" },
  { to: "/blog", label: "Blog" },
  { to: "/track-order", label: "Track Order" },
] as const;
const ADMIN_LINK = { to: "/admin", label: "Admin" } as const;

export function navLinks(isAdmin: boolean) {
  return isAdmin ? [...PUBLIC_LINKS, ADMIN_LINK] : [...PUBLIC_LINKS];
}

interface SiteNavProps {
  isAdmin: boolean;
  /** Stacked links for the phone menu; a row for wide screens. */
  layout: "row" | "column";
  onNavigate?: () => void;
  className?: string;
}

export function SiteNav({ isAdmin, layout, onNavigate, className }: SiteNavProps) {
  return (
    <nav aria-label="Main" className={className}>
      <ul className={cx("flex", layout === "row" ? "items-center gap-1" : "flex-col gap-1")}>
        {navLinks(isAdmin).map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.to === "/"}
              onClick={onNavigate}
              className={({ isActive }) =>
                cx(
                  "inline-flex items-center rounded-md font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  layout === "row" ? "h-9 px-3 text-sm" : "h-11 w-full px-3 text-base",
                  isActive
                    ? "bg-primary/10 text-primary"
                    : "text-foreground/80 hover:bg-accent hover:text-accent-foreground",
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
