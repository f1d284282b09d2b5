import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Badge } from "../../../components/ui/badge.tsx";
import { formatDollars } from "../../../lib/money.ts";
import type { CustomerDetailJson } from "../customers.schemas.ts";
import { CONSENT_LABELS, formatDay } from "./customer-format.ts";
import { CustomerOrders } from "./customer-orders.tsx";
import { ConsentHistory, CustomerComments, CustomerReviews } from "./customer-writings.tsx";
import { ListError, ListLoading } from "./list-state.tsx";
import { useAdminJson } from "./use-admin-json.ts";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid min-w-0 gap-3 rounded-xl border bg-card p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}

function Summary({ customer: c }: { customer: CustomerDetailJson }) {
  return (
    <section className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6" aria-label="Summary">
      <div className="grid gap-1">
        <h2 className="text-xl font-semibold break-words">{c.name ?? c.email}</h2>
        <p className="text-sm break-all text-muted-foreground">{c.email}</p>
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        <Figure label="Orders">{c.orderCount}</Figure>
        <Figure label="Spent">{formatDollars(c.totalSpent)}</Figure>
        <Figure label="Last order">{formatDay(c.lastOrderAt)}</Figure>
        <Figure label="Marketing">
          <Badge variant={c.marketingConsent === "subscribed" ? "success" : "outline"}>
            {CONSENT_LABELS[c.marketingConsent]}
          </Badge>
        </Figure>
        <Figure label="Account">{c.account ? c.account.username : "Guest"}</Figure>
        <Figure label="First seen">{formatDay(c.firstSeenAt)}</Figure>
      </dl>
    </section>
  );
}

/** One customer: their figures, orders of both kinds, reviews, comments and consent history. */
export function CustomerProfile({ id }: { id: number }) {
  const customer = useAdminJson<CustomerDetailJson>(
    `/api/admin/customers/${id}`,
    "Could not load this customer. Please try again.",
  );
  const back = (useLocation().state as { list?: string } | null)?.list ?? "/admin/customers";
  const c = customer.data;
  return (
    <div className="grid gap-4">
      <Link
        to={back}
        className="flex w-fit items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        All customers
      </Link>
      {customer.error ? (
        <ListError message={customer.error} onRetry={customer.reload} />
      ) : c === null ? (
        <ListLoading label="Loading the customer" />
      ) : (
        <>
          <Summary customer={c} />
          <Section title="Orders">
            <CustomerOrders orders={c.orders} />
          </Section>
          <div className="grid gap-4 lg:grid-cols-2">
            <Section title="Reviews">
              <CustomerReviews reviews={c.reviews} />
            </Section>
            <Section title="Blog comments">
              <CustomerComments comments={c.comments} />
            </Section>
          </div>
          <Section title="Consent history">
            <ConsentHistory events={c.consentHistory} />
          </Section>
        </>
      )}
    </div>
  );
}
