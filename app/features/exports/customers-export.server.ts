// `customers.csv`: everyone in the Customers directory with the list's figures, by when they
// were first added. Read in keyset pages, each page's figures read with it.
import { customerFigures, directoryPages, toCustomerSummaryJson } from "../customers/index.server.ts";
import type { CsvCell } from "./csv-cells.ts";

/** Customers per page: each costs a few indexed reads of their orders. */
const CUSTOMER_BATCH = 500;

export const CUSTOMERS_CSV_HEADER = [
  "Customer",
  "Email",
  "Name",
  "Orders",
  "Total spent",
  "Last order",
  "Marketing",
  "Account",
  "First seen",
  "Last activity",
] as const;

export async function* customerCsvBatches(): AsyncGenerator<CsvCell[][]> {
  for await (const rows of directoryPages(CUSTOMER_BATCH)) {
    const figures = await customerFigures(rows.map((r) => r.emailKey));
    yield rows.map((row) => {
      const c = toCustomerSummaryJson(row, figures.get(row.emailKey)!);
      return [
        c.id,
        c.email,
        c.name,
        c.orderCount,
        c.totalSpent.toFixed(2),
        c.lastOrderAt,
        c.marketingConsent,
        c.hasAccount ? "yes" : "no",
        c.firstSeenAt,
        c.lastActivityAt,
      ];
    });
  }
}
