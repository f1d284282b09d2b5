import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * API files measured slowest (seconds on two shared cores, PGlite / PostgreSQL, 26 November),
 * slowest first. A clean clone has no timings of its own, and Vitest's fallback (larger files
 * first, and one project after another) started the 4–5-minute files half-way through and the
 * isolated campaign files last: each run then ended on one long file with the other workers idle.
 */
const SLOW_FILES = [
  "tests/faults/campaign-kill.api.test.ts", // 290 / 224
  "tests/faults/paypal-emulator-processes.api.test.ts", // 234 / 194
  "tests/faults/deposit-balance-faults.api.test.ts", // 154 / 147
  "app/features/exports/exports-volume.api.test.ts", // PostgreSQL only: 120
  "app/features/admin/dashboard-summaries.api.test.ts", // 111 / 86
  "tests/security/request-shape.api.test.ts", // 72 / 109
  "app/features/payments/payment-faults.api.test.ts", // 108 / 89
  "app/features/marketing/campaigns.api.test.ts", // 101 / 103
  "tests/security/body-fuzz.api.test.ts", // 51 / 97
  "app/features/payments/unapplied-captures.api.test.ts", // 67 / 60
  "app/features/accounts/admin-create-script.api.test.ts", // 44 / 64
  "app/features/marketing/campaign-restart.api.test.ts", // 49 / 60
  "app/features/admin/reports-property.api.test.ts", // 59 / –
  "app/features/accounts/accounts.api.test.ts", // 43 / 57
  "tests/faults/database-connections-lost.api.test.ts", // – / 54
];

function rank(spec: TestSpecification): number {
  const i = SLOW_FILES.findIndex((file) => spec.moduleId.endsWith(file));
  return i === -1 ? SLOW_FILES.length : i;
}

/** Vitest's order, except that within a group the files known to be slow start first, whatever their project. */
export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const position = new Map(sorted.map((spec, i) => [spec, i]));
    return [...sorted].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        rank(a) - rank(b) ||
        (position.get(a) ?? 0) - (position.get(b) ?? 0),
    );
  }
}
