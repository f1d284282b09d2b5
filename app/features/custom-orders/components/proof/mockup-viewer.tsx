import { DownloadIcon, FileTextIcon } from "lucide-react";
import type { MockupJson } from "../../proofs/mockups.schemas.ts";
import { DecisionBadge } from "./decision-badge.tsx";

const DAY = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });
export const mockupDate = (iso: string) => DAY.format(new Date(iso));

/** The newest mockup, large: the picture itself (a PDF as a download), its date and the designer's note. */
export function MockupViewer({ mockup }: { mockup: MockupJson }) {
  return (
    <figure className="overflow-hidden rounded-2xl border bg-card shadow-xs">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b bg-muted/40 px-5 py-3 sm:px-6">
        <p className="font-display text-lg font-semibold">Version {mockup.version}</p>
        <DecisionBadge decision={mockup.decision} />
      </div>
      {mockup.isPdf ? (
        <div className="flex flex-col items-center gap-4 px-6 py-14 text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <FileTextIcon className="size-7" aria-hidden="true" />
          </span>
          <p className="max-w-sm text-sm text-muted-foreground">
            This mockup is a PDF. Download it to look at every detail, then come back here to answer.
          </p>
          <a
            href={mockup.url}
            download={mockup.fileName}
            className="inline-flex h-10 items-center gap-2 rounded-md bg-primary px-5 text-sm font-medium text-primary-foreground shadow-xs hover:bg-primary/90"
          >
            <DownloadIcon className="size-4" aria-hidden="true" />
            Download mockup (PDF)
          </a>
        </div>
      ) : (
        <a
          href={mockup.url}
          target="_blank"
          rel="noreferrer"
          className="block bg-[radial-gradient(circle_at_center,var(--card)_0%,var(--muted)_100%)] p-4 sm:p-8"
          title="Open the full-size mockup"
        >
          <img
            src={mockup.url}
            alt={`Mockup version ${mockup.version} of your pins`}
            className="mx-auto max-h-[32rem] w-auto max-w-full rounded-lg object-contain"
          />
        </a>
      )}
      <figcaption className="grid gap-2 border-t px-5 py-4 text-sm sm:px-6">
        <p className="text-muted-foreground">Sent {mockupDate(mockup.createdAt)}</p>
        {mockup.note && (
          <p className="whitespace-pre-line">
            <span className="font-medium">From our designer: </span>
            {mockup.note}
          </p>
        )}
        {mockup.customerComment && (
          <p className="whitespace-pre-line">
            <span className="font-medium">Your comment: </span>
            {mockup.customerComment}
          </p>
        )}
      </figcaption>
    </figure>
  );
}
