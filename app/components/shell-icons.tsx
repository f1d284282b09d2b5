import type { ReactNode } from "react";
import { cx } from "../lib/cx.ts";

// The header's three icons, drawn exactly as lucide-react draws them (same paths, attributes and
// classes), so lucide's runtime is not part of every page's first load (issue 8).

function LucideSvg({ name, className, children }: { name: string; className?: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cx("lucide", `lucide-${name}`, className)}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export function ShoppingBagIcon({ className }: { className?: string }) {
  return (
    <LucideSvg name="shopping-bag" className={className}>
      <path d="M16 10a4 4 0 0 1-8 0" />
      <path d="M3.103 6.034h17.794" />
      <path d="M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z" />
    </LucideSvg>
  );
}

export function MenuIcon({ className }: { className?: string }) {
  return (
    <LucideSvg name="menu" className={className}>
      <path d="M4 5h16" />
      <path d="M4 12h16" />
      <path d="M4 19h16" />
    </LucideSvg>
  );
}

export function LogOutIcon({ className }: { className?: string }) {
  return (
    <LucideSvg name="log-out" className={className}>
      <path d="m16 17 5-5-5-5" />
      <path d="M21 12H9" />
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    </LucideSvg>
  );
}
