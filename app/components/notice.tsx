import type { ReactNode } from "react";

/** The round badge that carries a notice's icon. */
export function NoticeIcon({ children }: { children: ReactNode }) {
  return (
    <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-6">
      {children}
    </span>
  );
}

/**
 * A message in place of figures that are not there: nothing to show yet, or they did not arrive
 * (then the children say what to do, often with a "Try again" button).
 */
export function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <NoticeIcon>{icon}</NoticeIcon>
      <h3 className="font-display text-lg font-semibold">{title}</h3>
      <div className="grid max-w-md justify-items-center gap-4 text-sm text-muted-foreground">{children}</div>
    </div>
  );
}
