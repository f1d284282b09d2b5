import { ArrowRightIcon, PaletteIcon } from "lucide-react";
import { Link } from "react-router";

/** A quiet pointer from a ready-made pin to the shop's main business: pins of your own design. */
export function CustomPinsNudge() {
  return (
    <aside className="mt-10 flex gap-4 rounded-2xl border bg-card p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <PaletteIcon className="size-5" aria-hidden="true" />
      </span>
      <div>
        <p className="font-medium">Want a pin with your own logo?</p>
        <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
          We make custom pins for clubs, tournaments and teams, with a free mockup to approve first.
        </p>
        <Link
          to="/#builder"
          className="mt-3 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Design your pins
          <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </aside>
  );
}
