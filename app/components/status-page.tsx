import type * as React from "react";

interface StatusPageProps {
  icon: React.ReactNode;
  title: string;
  detail: string;
  /** A muted, monospace line for whoever built the link (developer-style hint). */
  hint?: string;
  children: React.ReactNode;
}

/** The 404 page and the error page: one calm, centred message with a way back. */
export function StatusPage({ icon, title, detail, hint, children }: StatusPageProps) {
  return (
    <main className="flex flex-1 items-center justify-center bg-gradient-to-b from-secondary/50 to-background px-6 py-20 sm:py-28">
      <div className="flex max-w-lg flex-col items-center text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary ring-8 ring-primary/5 [&_svg]:size-8">
          {icon}
        </span>
        <h1 className="mt-6 text-3xl sm:text-4xl">{title}</h1>
        <p className="mt-4 text-muted-foreground">{detail}</p>
        {hint && (
          <p className="mt-5 max-w-full rounded-md bg-muted px-3 py-1.5 font-mono text-xs text-muted-foreground">
            {hint}
          </p>
        )}
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </main>
  );
}
