import { FileTextIcon, RotateCcwIcon } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { apiRequest } from "../../../lib/api.ts";
import { dollarsToCents, formatUsd } from "../../../lib/money.ts";
import { DecisionBadge } from "../../custom-orders/components/proof/decision-badge.tsx";
import type { CustomOrderJson } from "../../custom-orders/custom-orders.schemas.ts";
import { type MockupJson, mockupUploadRefusal } from "../../custom-orders/proofs/mockups.schemas.ts";
import { DetailSection } from "./detail-section.tsx";
import { MockupUploadForm } from "./mockup-upload-form.tsx";
import { formatWhen } from "./order-records.tsx";
import { ReplaceProofLink } from "./replace-proof-link.tsx";
import type { RequoteOrder } from "./requote-fields.tsx";

const cents = (dollars: number) => dollarsToCents(dollars) ?? 0;

type ListState = { status: "loading" } | { status: "error" } | { status: "ready"; mockups: MockupJson[] };

/**
 * The order's mockup versions with the customer's answers, "Replace proof link", and the form to
 * send the next one.
 * After an upload the order (now awaiting approval) is read again and handed to `onChanged`.
 */
export function MockupsSection({
  order,
  onChanged,
  onReplaced,
}: {
  order: Pick<CustomOrderJson, "id" | "status" | "customerEmail"> & RequoteOrder;
  onChanged?: (order: CustomOrderJson) => void;
  /** After "Replace proof link", e.g. to reload the order's history. */
  onReplaced?: () => void;
}) {
  const [state, setState] = useState<ListState>({ status: "loading" });
  const load = useCallback(async () => {
    try {
      const res = await apiRequest("GET", `/api/custom-orders/${order.id}/mockups`);
      setState({ status: "ready", mockups: (await res.json()) as MockupJson[] });
    } catch {
      setState({ status: "error" });
    }
  }, [order.id]);
  useEffect(() => {
    void load();
  }, [load]);

  const uploaded = () => {
    void load();
    if (!onChanged) return;
    apiRequest("GET", `/api/custom-orders/${order.id}`)
      .then(async (res) => onChanged((await res.json()) as CustomOrderJson))
      .catch(() => undefined);
  };

  return (
    <DetailSection title="Mockups">
      {state.status === "loading" && <p className="text-sm text-muted-foreground">Loading mockups...</p>}
      {state.status === "error" && (
        <div className="flex flex-wrap items-center gap-3 text-sm text-destructive">
          Could not load the mockups.
          <Button variant="outline" size="sm" onClick={() => void load()}>
            <RotateCcwIcon aria-hidden="true" /> Retry
          </Button>
        </div>
      )}
      {state.status === "ready" && state.mockups.length === 0 && (
        <p className="text-sm text-muted-foreground">No mockup sent yet.</p>
      )}
      {state.status === "ready" && state.mockups.length > 0 && (
        <ol className="grid gap-2" aria-label="Mockup versions">
          {state.mockups.map((m, index) => (
            <MockupRow key={m.id} mockup={m} superseded={index > 0} />
          ))}
        </ol>
      )}
      {state.status === "ready" && state.mockups.length > 0 && order.status !== "cancelled" && (
        <ReplaceProofLink orderId={order.id} onReplaced={() => onReplaced?.()} />
      )}
      <MockupUploadForm
        customOrderId={order.id}
        customerEmail={order.customerEmail}
        order={order}
        refusal={mockupUploadRefusal(order.status)}
        onUploaded={uploaded}
      />
    </DetailSection>
  );
}

function MockupRow({ mockup: m, superseded }: { mockup: MockupJson; superseded: boolean }) {
  return (
    <li className="flex gap-3 rounded-lg border p-3">
      <a
        href={m.url}
        target="_blank"
        rel="noreferrer"
        className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-white"
        title={`Open ${m.fileName}`}
      >
        {m.isPdf ? (
          <FileTextIcon className="size-6 text-muted-foreground" aria-label={`Version ${m.version} (PDF)`} />
        ) : (
          <img src={m.url} alt={`Mockup version ${m.version}`} className="size-full object-contain p-0.5" />
        )}
      </a>
      <div className="grid min-w-0 flex-1 content-start gap-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">v{m.version}</span>
          <DecisionBadge decision={m.decision} superseded={superseded} />
          <span className="text-xs text-muted-foreground">{formatWhen(m.createdAt)}</span>
        </div>
        <p className="truncate text-xs text-muted-foreground">{m.fileName}</p>
        {m.note && <p className="whitespace-pre-line">{m.note}</p>}
        {m.requote && (
          <p className="text-xs">
            <span className="font-medium">New quote:</span>{" "}
            <s className="text-muted-foreground">{formatUsd(cents(m.requote.previousTotal))}</s>{" "}
            {formatUsd(cents(m.requote.total))}
            {m.requote.reason ? ` (${m.requote.reason})` : ""}
          </p>
        )}
        {m.customerComment && (
          <blockquote className="rounded-md border-l-2 border-brass bg-brass/10 px-3 py-2 whitespace-pre-line">
            <span className="block text-xs font-medium text-muted-foreground">
              Customer{m.decidedAt ? `, ${formatWhen(m.decidedAt)}` : ""}
            </span>
            {m.customerComment}
          </blockquote>
        )}
      </div>
    </li>
  );
}
