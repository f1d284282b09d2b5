import { ExternalLinkIcon, TruckIcon } from "lucide-react";
import { Fact } from "./order-fact.tsx";

/** Only web links become links: a stored `javascript:` URL stays plain text. */
const WEB_LINK = /^https?:\/\//i;

/** A shipped order's tracking number, with the carrier's page when there is one. */
export function TrackingFact({ number, url }: { number: string | null; url: string | null }) {
  if (!number) {
    return <Fact label="Tracking number">Coming soon by email</Fact>;
  }
  return (
    <Fact label="Tracking number" className="col-span-2 md:col-span-1">
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="inline-flex items-center gap-1.5 font-mono text-sm break-all">
          <TruckIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {number}
        </span>
        {url && WEB_LINK.test(url) && (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Track package <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </span>
    </Fact>
  );
}
