import { FileTextIcon } from "lucide-react";
import type { MockupJson } from "../../proofs/mockups.schemas.ts";
import { DecisionBadge } from "./decision-badge.tsx";
import { mockupDate } from "./mockup-viewer.tsx";

/** Earlier versions, newest first, each with its note and what the customer said about it. */
export function MockupHistory({ mockups }: { mockups: MockupJson[] }) {
  if (mockups.length === 0) return null;
  return (
    <section aria-labelledby="earlier-versions" className="grid gap-4">
      <h2 id="earlier-versions" className="font-display text-xl font-semibold">
        Earlier versions
      </h2>
      <ol className="grid gap-3">
        {mockups.map((m) => (
          <li key={m.id} className="flex gap-4 rounded-2xl border bg-card p-4 shadow-xs">
            <a
              href={m.url}
              target="_blank"
              rel="noreferrer"
              className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted/50 sm:size-24"
              title={`Open version ${m.version}`}
            >
              {m.isPdf ? (
                <FileTextIcon className="size-7 text-muted-foreground" aria-hidden="true" />
              ) : (
                <img
                  src={m.url}
                  alt={`Mockup version ${m.version}`}
                  className="size-full object-contain p-1"
                  loading="lazy"
                />
              )}
              {m.isPdf && <span className="sr-only">Download version {m.version} (PDF)</span>}
            </a>
            <div className="grid min-w-0 flex-1 content-start gap-1.5 text-sm">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <p className="font-semibold">Version {m.version}</p>
                <DecisionBadge decision={m.decision} superseded />
              </div>
              <p className="text-muted-foreground">Sent {mockupDate(m.createdAt)}</p>
              {m.note && <p className="whitespace-pre-line">{m.note}</p>}
              {m.customerComment && (
                <blockquote className="border-l-2 border-brass pl-3 whitespace-pre-line text-muted-foreground">
                  {m.customerComment}
                </blockquote>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
