// The shop's marketing list: every customer with where they came from and whether, since
// when and through what they agreed to marketing e-mail.
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { customers } from "../../../db/schema.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import {
  CUSTOMERS_PAGE_SIZE,
  type CustomerJson,
  type ListCustomersQuery,
  ListCustomersQuerySchema,
} from "./marketing.schemas.ts";

type Customer = typeof customers.$inferSelect;

function toCustomerJson(row: Customer): CustomerJson {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    source: row.source,
    marketingConsent: row.marketingConsent,
    consentSource: row.consentSource,
    consentAt: row.consentAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const FILTERS = {
  subscribed: () => and(eq(customers.marketingConsent, true), isNull(customers.unsubscribedAt)),
  "not-subscribed": () => and(eq(customers.marketingConsent, false), isNull(customers.unsubscribedAt)),
  unsubscribed: () => isNotNull(customers.unsubscribedAt),
} as const;

/** The admin's list: newest first, searchable by e-mail or name, filtered by consent. */
export async function listCustomers(query: ListCustomersQuery = {}) {
  const { page, q, status } = ListCustomersQuerySchema.parse(query);
  const filters: SQL[] = [];
  if (status) filters.push(FILTERS[status]()!);
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, "\\$&")}%`;
    filters.push(or(ilike(customers.email, pattern), ilike(customers.name, pattern))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db()
      .select()
      .from(customers)
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(CUSTOMERS_PAGE_SIZE)
      .offset((page - 1) * CUSTOMERS_PAGE_SIZE),
    db().select({ value: count() }).from(customers).where(where),
  ]);
  return {
    customers: rows.map(toCustomerJson),
    total: total?.value ?? 0,
    page,
    pageSize: CUSTOMERS_PAGE_SIZE,
  };
}

export interface NewCustomer {
  email: string;
  name: string | null;
  consent: boolean;
}

/**
 * Adds customers or completes known ones, in one statement (ON CONFLICT on the lower-cased
 * e-mail). A known customer gets a missing name filled in, and consent when they had none and
 * never unsubscribed: an unsubscribe stands whatever a later list says. Answers how many rows
 * were new and how many known customers changed; the rest were known and left as they were.
 */
export async function upsertCustomers(
  tx: Executor,
  rows: readonly NewCustomer[],
  source: string,
): Promise<{ inserted: number; updated: number }> {
  if (!rows.length) return { inserted: 0, updated: 0 };
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.email.trim().toLowerCase()}, ${r.name?.trim() || null}, ${source}, ${r.consent}, ${r.consent ? source : null}, ${r.consent ? sql`now()` : null})`,
    ),
    sql`, `,
  );
  const gains = sql`(excluded.marketing_consent and not customers.marketing_consent and customers.unsubscribed_at is null)`;
  const result = await tx.execute(sql`
    insert into customers (email, name, source, marketing_consent, consent_source, consent_at)
    values ${values}
    on conflict (lower(email)) do update set
      name = coalesce(customers.name, excluded.name),
      marketing_consent = customers.marketing_consent or ${gains},
      consent_source = case when ${gains} then excluded.consent_source else customers.consent_source end,
      consent_at = case when ${gains} then excluded.consent_at else customers.consent_at end,
      updated_at = now()
    where (customers.name is null and excluded.name is not null) or ${gains}
    returning (xmax = 0) as inserted`);
  const returned = (result as unknown as { rows: { inserted: boolean }[] }).rows;
  const inserted = returned.filter((r) => r.inserted).length;
  return { inserted, updated: returned.length - inserted };
}

/**
 * For features that meet people (the exit-intent offer): adds or completes one customer, with
 * consent recorded under `source` and the time, as `upsertCustomers` does.
 */
export async function recordCustomer(
  tx: Executor,
  input: { email: string; name?: string | null; source: string; consent: boolean },
): Promise<void> {
  await upsertCustomers(
    tx,
    [{ email: input.email, name: input.name ?? null, consent: input.consent }],
    input.source,
  );
}
