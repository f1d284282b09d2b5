import { CircleCheckIcon, InfoIcon, Loader2Icon, OctagonXIcon, TriangleAlertIcon } from "lucide-react";
import { type CSSProperties, useEffect } from "react";
import { Toaster as Sonner, type ToasterProps, toast } from "sonner";

/** Sonner's outlet, themed with the design tokens; loaded by ./sonner.tsx with the first toast. */
export default function Toaster({
  theme = "light",
  style,
  toastOptions,
  onReady,
  ...props
}: ToasterProps & { onReady: (sonner: typeof toast) => void }) {
  // Sonner subscribes in its own effect, which runs before this one: the queued toasts are seen.
  useEffect(() => onReady(toast), [onReady]);
  return (
    <Sonner
      theme={theme}
      className="toaster group"
      icons={{
        success: <CircleCheckIcon className="size-4" aria-hidden="true" />,
        info: <InfoIcon className="size-4" aria-hidden="true" />,
        warning: <TriangleAlertIcon className="size-4" aria-hidden="true" />,
        error: <OctagonXIcon className="size-4" aria-hidden="true" />,
        loading: <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />,
      }}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--success-bg": "var(--popover)",
          "--success-text": "var(--success)",
          "--success-border": "color-mix(in oklch, var(--success) 40%, transparent)",
          "--error-bg": "var(--popover)",
          "--error-text": "var(--destructive)",
          "--error-border": "color-mix(in oklch, var(--destructive) 40%, transparent)",
          "--border-radius": "var(--radius)",
          ...style,
        } as CSSProperties
      }
      toastOptions={{
        ...toastOptions,
        classNames: {
          toast: "font-sans shadow-lg",
          description: "text-muted-foreground!",
          actionButton: "bg-primary! text-primary-foreground!",
          cancelButton: "bg-muted! text-muted-foreground!",
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}
