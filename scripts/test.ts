// `npm test`: every gate CI runs, in three stages one after another (see plan() for why):
// - typecheck, lint and the unit tests side by side;
// - when typecheck and lint pass, the API suites on PGlite and on PostgreSQL side by side;
// - the e2e run (it builds the app, starts its servers, then drives Chromium).
// The last line is always `N passed, N failed` (tests of all runners together), for CI to read.
// `node scripts/test.ts --dry-run` prints the plan without running it.
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureChromium } from "./lib/chromium.ts";
import { bin, formatDuration, logStream, RESULTS_DIR, run } from "./lib/commands.ts";
import { ensurePostgresClient, throwawayPostgresMajor } from "./lib/postgres-client.ts";
import { playwrightCounts, type TestCounts, vitestCounts } from "./lib/test-counts.ts";

interface Step {
  name: string;
  /** File name of the step's log when it runs beside others. */
  log: string;
  commands: [string, ...string[]][];
  /** The runner's JSON report, for the test counts. */
  report?: { file: string; read: (file: string) => TestCounts | undefined };
  env?: NodeJS.ProcessEnv;
  /** Lower CPU priority (inherited by the processes the step starts). */
  niceness?: number;
  /** A failed gate (typecheck, lint) stops the stages after it; other failures do not. */
  gate?: boolean;
}

interface Outcome {
  name: string;
  status: "ok" | "FAILED" | "not run";
  ms: number;
  counts?: TestCounts;
}

const dryRun = process.argv.includes("--dry-run");
const node = process.execPath;
const vitestJson = (name: string) => [
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(RESULTS_DIR, name)}`,
];

/** Lanes run side by side; a lane's groups run one after another, each only if the one before passed. */
type Lane = Step[][];

function plan(chromium: string): Lane[] {
  const e2e: Step = {
    name: "e2e (Playwright)",
    log: "e2e.log",
    commands: [[node, "scripts/e2e.ts"]],
    report: { file: path.join(RESULTS_DIR, "playwright.json"), read: playwrightCounts },
    env: { CHROMIUM_PATH: chromium },
  };

  // One lane of stages. Until 26 November the e2e run, the API suites and the unit tests ran side
  // by side (three lanes, the API suites at nice 5); on a slower 2-core machine (28 November,
  // AMD EPYC) that put a dozen busy processes on the two cores, and starved ones timed out: a
  // shop process took over three minutes to answer /healthz (14 s alone), database copies ran
  // past their hooks' limits, and PayPal's 6-second deadline passed; the run took 35 minutes and
  // failed 20 tests that pass alone. One stage at a time gives each test the share of the CPU its
  // limits were set for; the total work, and so the wall time on a busy machine, barely changes.
  return [[...checksThenApi(), [e2e]]];
}

function checksThenApi(): Lane {
  const unit: Step = {
    name: "unit",
    log: "vitest-unit.log",
    commands: [[bin("vitest"), "run", "--project", "unit", ...vitestJson("vitest-unit.json")]],
    report: { file: path.join(RESULTS_DIR, "vitest-unit.json"), read: vitestCounts },
  };
  return [
    [
      {
        name: "typecheck",
        gate: true,
        log: "typecheck.log",
        commands: [
          [bin("react-router"), "typegen"],
          [bin("tsc"), "--noEmit"],
        ],
      },
      {
        name: "lint",
        gate: true,
        log: "lint.log",
        commands: [
          [bin("biome"), "check", "."],
          [node, "scripts/check-boundaries.ts"],
        ],
      },
      unit,
    ],
    [
      {
        name: "api on PGlite",
        log: "vitest.log",
        commands: [
          [
            bin("vitest"),
            "run",
            "--project",
            "api",
            "--project",
            "api-isolated",
            ...vitestJson("vitest.json"),
          ],
        ],
        report: { file: path.join(RESULTS_DIR, "vitest.json"), read: vitestCounts },
        // Empty, not inherited: with TEST_DATABASE_URL set (as .ci/run sets it for the next step)
        // the "PGlite" run would quietly run on PostgreSQL too, and PGlite would go untested.
        env: { TEST_DATABASE_URL: "" },
      },
      {
        name: "api on PostgreSQL",
        log: "vitest-pg.log",
        commands: [[node, "scripts/test-pg.ts", ...vitestJson("vitest-pg.json")]],
        report: { file: path.join(RESULTS_DIR, "vitest-pg.json"), read: vitestCounts },
      },
    ],
  ];
}

/** Runs one step; alone its output streams to the terminal, beside others it goes to its log. */
async function runStep(step: Step, alone: boolean): Promise<Outcome> {
  if (step.report) rmSync(step.report.file, { force: true });
  const logFile = path.join(RESULTS_DIR, step.log);
  const output = alone ? undefined : logStream(logFile);
  const env = { ...process.env, ...step.env };
  const started = performance.now();
  let code = 0;
  for (const [command, ...args] of step.commands) {
    code = await run(command, args, env, output, step.niceness);
    if (code !== 0) break;
  }
  const ms = performance.now() - started;
  await output?.close();
  let counts = step.report ? (step.report.read(step.report.file) ?? { passed: 0, failed: 0 }) : undefined;
  // A runner that failed outside any test (a crash, a server that never started) is one failure.
  if (counts && code !== 0 && counts.failed === 0) counts = { ...counts, failed: 1 };
  const status = code === 0 ? "ok" : "FAILED";
  if (!alone) {
    // The whole log at once, so the steps' outputs never interleave.
    const relative = path.relative(process.cwd(), logFile);
    process.stdout.write(`\n=== ${step.name}: ${status} after ${formatDuration(ms)} (${relative}) ===\n`);
    process.stdout.write(readFileSync(logFile, "utf8"));
  }
  return { name: step.name, status, ms, counts };
}

/** Runs a lane's groups in turn; once a gate fails, the later groups are reported as not run. */
async function runLane(lane: Lane, alone: boolean): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const gates = new Set(
    lane
      .flat()
      .filter((step) => step.gate)
      .map((step) => step.name),
  );
  for (const group of lane) {
    if (outcomes.some((o) => o.status === "FAILED" && gates.has(o.name))) {
      outcomes.push(...group.map((step): Outcome => ({ name: step.name, status: "not run", ms: 0 })));
      continue;
    }
    for (const step of group) {
      const where = alone
        ? ""
        : ` (output in ${path.relative(process.cwd(), path.join(RESULTS_DIR, step.log))})`;
      process.stdout.write(`\n=== ${step.name} ===${where}\n`);
    }
    outcomes.push(...(await Promise.all(group.map((step) => runStep(step, alone)))));
  }
  return outcomes;
}

function printSummary(outcomes: Outcome[], ms: number): void {
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
  process.stdout.write(`  total${formatDuration(ms).padStart(35)}\n`);
  process.stdout.write(`${total.passed} passed, ${total.failed} failed\n`);
}

if (dryRun) {
  plan(process.env.CHROMIUM_PATH ?? "(the Chromium ensureChromium finds)").forEach((lane, i) => {
    process.stdout.write(`lane ${i + 1}:\n`);
    lane.forEach((group, j) => {
      process.stdout.write(`  ${j === 0 ? "first" : "then"}, side by side:\n`);
      for (const step of group) {
        const commands = step.commands.map(([command, ...args]) =>
          [command === node ? "node" : path.relative(process.cwd(), command), ...args].join(" "),
        );
        process.stdout.write(`    ${step.name}: ${commands.join(" && ")}\n`);
      }
    });
  });
  process.exit(0);
}

mkdirSync(RESULTS_DIR, { recursive: true });
const started = performance.now();
let chromium: string;
try {
  chromium = ensureChromium();
} catch (error) {
  process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n`);
  printSummary([{ name: "chromium", status: "FAILED", ms: 0, counts: { passed: 0, failed: 1 } }], 0);
  process.exit(1);
}
try {
  // With TEST_DATABASE_URL the server is the caller's, whose version the backup test checks itself.
  if (!process.env.TEST_DATABASE_URL) ensurePostgresClient(throwawayPostgresMajor());
} catch (error) {
  process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n`);
  printSummary([{ name: "postgresql-client", status: "FAILED", ms: 0, counts: { passed: 0, failed: 1 } }], 0);
  process.exit(1);
}

const lanes = plan(chromium);
// A step's output streams to the terminal only when it is the whole plan.
const alone = lanes.flat(2).length === 1;
const byLane = await Promise.all(lanes.map((lane) => runLane(lane, alone)));
// The summary lists the checks, the unit tests, the API suites, then the e2e run.
const outcomes = byLane.flat();
printSummary(outcomes, performance.now() - started);
process.exit(outcomes.every((o) => o.status === "ok") ? 0 : 1);
