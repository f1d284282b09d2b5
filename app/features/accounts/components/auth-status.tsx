import { CircleAlertIcon, CircleCheckIcon, Loader2Icon, MailCheckIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../../../lib/utils.ts";

const TONES = {
  success: { Icon: CircleCheckIcon, ring: "bg-success/10 text-success" },
  mail: { Icon: MailCheckIcon, ring: "bg-success/10 text-success" },
  error: { Icon: CircleAlertIcon, ring: "bg-destructive/10 text-destructive" },
  pending: { Icon: Loader2Icon, ring: "bg-secondary text-secondary-foreground" },
} as const;

export type StatusTone = keyof typeof TONES;

/** The outcome's icon, in place of the pin mark at the top of an `AuthCard`. */
export function StatusIcon({ tone }: { tone: StatusTone }) {
  const { Icon, ring } = TONES[tone];
  return (
    <span className={cn("flex size-14 items-center justify-center rounded-full", ring)}>
      <Icon className={cn("size-7", tone === "pending" && "animate-spin")} aria-hidden="true" />
    </span>
  );
}

/** The outcome of an account link (sent, done, failed, working) inside an `AuthCard`. */
export function AuthStatus({
  tone,
  children,
  actions,
}: {
  tone: StatusTone;
  children: React.ReactNode;
  actions?: React.ReactNode;
}) {
  return (
    <div
      className="flex flex-col items-center gap-6 text-center"
      role={tone === "error" ? "alert" : "status"}
    >
      <div className="space-y-2 text-sm leading-relaxed text-muted-foreground">{children}</div>
      {actions && <div className="flex w-full flex-col gap-2">{actions}</div>}
    </div>
  );
}
