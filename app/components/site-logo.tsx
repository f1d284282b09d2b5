import { Link } from "react-router";
import { cx } from "../lib/cx.ts";

/** The pin mark and the shop's name, always leading home (logo linking to /). */
export function SiteLogo({ shopName, className }: { shopName: string; className?: string }) {
  return (
    <Link
      to="/"
      className={cx(
        "group inline-flex items-center gap-2.5 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      <img src="/images/brand/logo-mark.svg" alt="" width={36} height={36} className="size-9 shrink-0" />
      <span className="font-display text-lg font-semibold tracking-tight text-foreground group-hover:text-primary sm:text-xl">
        {shopName}
      </span>
    </Link>
  );
}
