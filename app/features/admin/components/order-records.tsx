import { useEffect, useState } from "react";
import { apiRequest } from "../../../lib/api.ts";
import { formatDollars } from "../../../lib/money.ts";
import type { OrderRecordJson, ShippingAddressJson } from "../../orders/order-records.schemas.ts";
import { DetailSection } from "./detail-section.tsx";
import { RefundPayment, refundableCents } from "./refund-payment.tsx";
import { StatusHistory } from "./status-history.tsx";

const WHEN = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
export const formatWhen = (iso: string) => WHEN.format(new Date(iso));
/** An amount in dollars from the API, with its sign ("-$12.50"). */
export const usd = formatDollars;

function Address({ address }: { address: ShippingAddressJson | null }) {
  if (!address) return <p className="text-sm text-muted-foreground">No shipping address on file.</p>;
  return (
    <address className="text-sm not-italic">
      {address.name}
      <br />
      {address.line1}
      {address.line2 ? `, ${address.line2}` : ""}
      <br />
      {address.city}, {address.state} {address.postalCode}, {address.country}
    </address>
  );
}

/**
 * Where the order ships, its payments ledger and its status history. With `onRefunded`
 * each payment with money left offers a refund through PayPal.
 */
export function OrderRecords({
  path,
  labelOf,
  onRefunded,
}: {
  path: string;
  labelOf: (status: string) => string;
  onRefunded?: () => void;
}) {
  const [record, setRecord] = useState<OrderRecordJson | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    apiRequest("GET", path)
      .then(async (res) => setRecord((await res.json()) as OrderRecordJson))
      .catch(() => setFailed(true));
  }, [path]);

  if (failed) return <p className="text-sm text-destructive">Could not load the order's records.</p>;
  if (!record) return <p className="text-sm text-muted-foreground">Loading records...</p>;
  return (
    <div className="grid gap-5">
      <DetailSection title="Shipping address">
        <Address address={record.shippingAddress} />
      </DetailSection>
      <DetailSection title="Money">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          {(
            [
              ["Charged", record.money.charged],
              ["Refunded", record.money.refunded],
              ["Net paid", record.money.netPaid],
              ["Balance due", record.money.balanceDue],
            ] as const
          ).map(([term, amount]) => (
            <div key={term}>
              <dt className="text-xs text-muted-foreground">{term}</dt>
              <dd className="tabular-nums">{usd(amount)}</dd>
            </div>
          ))}
        </dl>
      </DetailSection>
      <DetailSection title="Payments">
        {record.payments.length === 0 ? (
          <p className="text-sm text-muted-foreground">No payments recorded.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {record.payments.map((p) => {
              const leftCents = onRefunded ? refundableCents(p, record.payments) : 0;
              return (
                <li key={p.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                  <span className="capitalize">
                    {p.kind} · {p.status}
                    {p.applied ? "" : " · not applied"}
                    <span className="ml-2 text-xs text-muted-foreground">
                      {p.providerCaptureId ?? p.providerRefundId ?? p.providerOrderId ?? ""}
                    </span>
                    {p.note ? (
                      <span className="block text-xs normal-case text-muted-foreground">{p.note}</span>
                    ) : null}
                  </span>
                  <span className="flex items-center gap-3">
                    <span className="tabular-nums">
                      {p.kind === "refund" ? "-" : ""}
                      {usd(p.amount)} · {formatWhen(p.createdAt)}
                    </span>
                    {onRefunded && leftCents > 0 ? (
                      <RefundPayment paymentId={p.id} leftCents={leftCents} onRefunded={onRefunded} />
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </DetailSection>
      <DetailSection title="History">
        <StatusHistory history={record.history} labelOf={labelOf} />
      </DetailSection>
    </div>
  );
}
