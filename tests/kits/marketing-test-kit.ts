// Test helpers for the marketing feature: many customers in one statement, and the pieces of a
// received campaign mail a test looks at.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { db } from "../../app/lib/db.server.ts";

export type CustomerKind = "subscribed" | "not-subscribed" | "unsubscribed";

/**
 * `count` customers `{tag}-{n}@example.com` (n from 1) of one kind, inserted at once; answers
 * their addresses. A tag keeps each test's customers apart from the rest of the file's.
 */
export async function createCustomers(
  count: number,
  kind: CustomerKind,
  tag = randomTag(),
): Promise<string[]> {
  const consent = kind !== "not-subscribed";
  await db().execute(sql`
    insert into customers (email, name, source, marketing_consent, consent_source, consent_at, unsubscribed_at)
    select ${tag}::text || '-' || n || '@example.com', 'Golfer ' || n, 'test',
      ${kind === "subscribed" ? sql`true` : sql`false`},
      ${consent ? sql`'test'` : sql`null`}, ${consent ? sql`now()` : sql`null`},
      ${kind === "unsubscribed" ? sql`now()` : sql`null`}
    from generate_series(1, ${count}::int) as n`);
  return Array.from({ length: count }, (_, i) => `${tag}-${i + 1}@example.com`);
}

export const randomTag = () => `c${randomBytes(4).toString("hex")}`;

/** A raw message's header, unfolded (RFC 5322 folding joins lines that start with a space). */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The unsubscribe token of a campaign mail, from its List-Unsubscribe header. */
export function unsubscribeTokenOf(raw: string): string {
  const header = mailHeader(raw, "List-Unsubscribe") ?? "";
  const token = /\/unsubscribe\/([A-Za-z0-9_-]+)>/.exec(header)?.[1];
  if (!token) throw new Error(`no unsubscribe link in "${header}"`);
  return token;
}
