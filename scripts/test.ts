// `npm test`: every gate CI runs, in order, stopping at the first failure. The last line is
// always `N passed, N failed` (tests of all runners together), for CI to read.
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { bin, formatDuration, RESULTS_DIR, run } from "./lib/commands.ts";
import { playwrightCounts, type TestCounts, vitestCounts } from "./lib/test-counts.ts";

interface Step {
  name: string;
  commands: [string, ...string[]][];
  /** The runner's JSON report, for the test counts. */
  report?: { file: string; read: (file: string) => TestCounts | undefined };
}

const node = process.execPath;
const vitestJson = (name: string) => [
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(RESULTS_DIR, name)}`,
];

const steps: Step[] = [
  {
    name: "typecheck",
    commands: [
      [bin("react-router"), "typegen"],
      [bin("tsc"), "--noEmit"],
    ],
  },
  {
    name: "lint",
    commands: [
      [bin("biome"), "check", "."],
      [node, "scripts/check-boundaries.ts"],
    ],
  },
  {
    name: "vitest (PGlite)",
    commands: [[bin("vitest"), "run", ...vitestJson("vitest.json")]],
    report: { file: path.join(RESULTS_DIR, "vitest.json"), read: vitestCounts },
  },
  {
    name: "api on PostgreSQL",
    commands: [[node, "scripts/test-pg.ts", ...vitestJson("vitest-pg.json")]],
    report: { file: path.join(RESULTS_DIR, "vitest-pg.json"), read: vitestCounts },
  },
  {
    name: "e2e (Playwright)",
    commands: [[node, "scripts/e2e.ts"]],
    report: { file: path.join(RESULTS_DIR, "playwright.json"), read: playwrightCounts },
  },
];

interface Outcome {
  name: string;
  status: "ok" | "FAILED" | "not run";
  ms: number;
  counts?: TestCounts;
}

async function runStep(step: Step): Promise<Outcome> {
  process.stdout.write(`\n=== ${step.name} ===\n`);
  if (step.report) rmSync(step.report.file, { force: true });
  const started = performance.now();
  let code = 0;
  for (const [command, ...args] of step.commands) {
    code = await run(command, args);
    if (code !== 0) break;
  }
  const ms = performance.now() - started;
  let counts = step.report ? (step.report.read(step.report.file) ?? { passed: 0, failed: 0 }) : undefined;
  // A runner that failed outside any test (a crash, a server that never started) is one failure.
  if (counts && code !== 0 && counts.failed === 0) counts = { ...counts, failed: 1 };
  return { name: step.name, status: code === 0 ? "ok" : "FAILED", ms, counts };
}

mkdirSync(RESULTS_DIR, { recursive: true });
const started = performance.now();
const outcomes: Outcome[] = [];
for (const step of steps) {
  const failedBefore = outcomes.some((o) => o.status === "FAILED");
  outcomes.push(failedBefore ? { name: step.name, status: "not run", ms: 0 } : await runStep(step));
}

const total = { passed: 0, failed: 0 };
process.stdout.write("\nSummary\n");
for (const o of outcomes) {
  if (o.counts) {
    total.passed += o.counts.passed;
    total.failed += o.counts.failed;
  }
  const time = o.status === "not run" ? "" : formatDuration(o.ms);
  const counts = o.counts ? `${o.counts.passed} passed, ${o.counts.failed} failed` : "";
  process.stdout.write(`  ${o.status.padEnd(8)}${o.name.padEnd(20)}${time.padStart(12)}   ${counts}\n`);
}
process.stdout.write(`  total${formatDuration(performance.now() - started).padStart(35)}\n`);
process.stdout.write(`${total.passed} passed, ${total.failed} failed\n`);
process.exit(outcomes.every((o) => o.status === "ok") ? 0 : 1);
