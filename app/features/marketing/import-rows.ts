// The rules of one CSV row of the customer import, pure so they are tested on their own:
// which columns the header names, what counts as consent, what makes a row unusable.
import { z } from "zod";

/** Header names the import understands (trimmed, any case); every other column is ignored. */
const COLUMN_NAMES = {
  email: ["email", "e-mail", "email address", "e-mail address"],
  name: ["name", "full name"],
  consent: ["consent", "marketing consent"],
} as const;

/** Values of the consent column that mean yes (section "consent truthy values"). */
const CONSENT_YES = new Set(["yes", "true", "1", "y"]);
/** And no: an empty cell is no, so a list without consent imports nobody as subscribed. */
const CONSENT_NO = new Set(["no", "false", "0", "n", ""]);

export const MAX_NAME_LENGTH = 200;
export const MISSING_EMAIL_COLUMN =
  "The first line of the file must be a header naming its columns, with an email column.";

export interface ImportColumns {
  email: number;
  name: number | null;
  consent: number | null;
}

export interface ImportRow {
  email: string;
  name: string | null;
  consent: boolean;
}

export type RowCheck = { ok: true; row: ImportRow } | { ok: false; reason: string };

/** Where each known column is in the header, or null when the header has no email column. */
export function findColumns(header: readonly string[]): ImportColumns | null {
  const names = header.map((h) => h.trim().toLowerCase());
  const find = (aliases: readonly string[]) => {
    const index = names.findIndex((n) => aliases.includes(n));
    return index === -1 ? null : index;
  };
  const email = find(COLUMN_NAMES.email);
  if (email === null) return null;
  return { email, name: find(COLUMN_NAMES.name), consent: find(COLUMN_NAMES.consent) };
}

const EmailSchema = z.email();
const quote = (value: string) => `"${value.length > 60 ? `${value.slice(0, 60)}…` : value}"`;

/** Checks one data row; e-mails are trimmed and lower-cased, as accounts store them. */
export function checkRow(fields: readonly string[], columns: ImportColumns): RowCheck {
  const rawEmail = (fields[columns.email] ?? "").trim();
  if (!rawEmail) return { ok: false, reason: "The e-mail address is missing" };
  const email = rawEmail.toLowerCase();
  if (email.length > 254 || !EmailSchema.safeParse(email).success) {
    return { ok: false, reason: `${quote(rawEmail)} is not a valid e-mail address` };
  }
  const rawConsent = columns.consent === null ? "" : (fields[columns.consent] ?? "").trim();
  const consentValue = rawConsent.toLowerCase();
  if (!CONSENT_YES.has(consentValue) && !CONSENT_NO.has(consentValue)) {
    return { ok: false, reason: `Consent must be yes or no, not ${quote(rawConsent)}` };
  }
  const name = columns.name === null ? "" : (fields[columns.name] ?? "").trim();
  return {
    ok: true,
    row: {
      email,
      name: name ? name.slice(0, MAX_NAME_LENGTH) : null,
      consent: CONSENT_YES.has(consentValue),
    },
  };
}
