// `npm test`: every gate CI runs, in three lanes side by side.
// - The e2e run, the longest step: it starts at once (it builds the app, starts its servers, then
//   drives Chromium).
// - Typecheck and lint, then, when they pass, the API suites on PGlite and on PostgreSQL side by
//   side (a little lower in CPU priority: see API_NICENESS).
// - The unit tests.
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
  /** Lower CPU priority (inherited by the processes the step starts); see API_NICENESS. */
  niceness?: number;
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
  const unit: Step = {
    name: "unit",
    log: "vitest-unit.log",
    commands: [[bin("vitest"), "run", "--project", "unit", ...vitestJson("vitest-unit.json")]],
    report: { file: path.join(RESULTS_DIR, "vitest-unit.json"), read: vitestCounts },
  };
  // The build the e2e run starts with never writes `.react-router/types`, which typecheck reads
  // (only Vite's serve mode does, in the API suites' shop processes, which start after it).
  return [[[e2e]], checksThenApi(), [[unit]]];
}

/**
 * The e2e run waits on its browser, servers and timers far more than it computes (alone it keeps
 * about a third of the two cores busy), but each of its steps waits its turn for a core; the API
 * suites would use every core they are given. At a slightly lower priority they take what the
 * browser leaves, instead of queueing it behind them.
 */
const API_NICENESS = 5;

function checksThenApi(): Lane {
  return [
    [
      {
        name: "typecheck",
        log: "typecheck.log",
        commands: [
          [bin("react-router"), "typegen"],
          [bin("tsc"), "--noEmit"],
        ],
      },
      {
        name: "lint",
        log: "lint.log",
        commands: [
          [bin("biome"), "check", "."],
          [node, "scripts/check-boundaries.ts"],
        ],
      },
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
        niceness: API_NICENESS,
        // Empty, not inherited: with TEST_DATABASE_URL set (as .ci/run sets it for the next step)
        // the "PGlite" run would quietly run on PostgreSQL too, and PGlite would go untested.
        env: { TEST_DATABASE_URL: "" },
      },
      {
        name: "api on PostgreSQL",
        log: "vitest-pg.log",
        commands: [[node, "scripts/test-pg.ts", ...vitestJson("vitest-pg.json")]],
        report: { file: path.join(RESULTS_DIR, "vitest-pg.json"), read: vitestCounts },
        niceness: API_NICENESS,
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

/** Runs a lane's groups in turn; once a group fails, the later ones are reported as not run. */
async function runLane(lane: Lane, alone: boolean): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const group of lane) {
    if (outcomes.some((o) => o.status === "FAILED")) {
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
const [e2eOutcomes = [], [typecheck, lint, ...api] = [], unitOutcomes = []] = byLane;
const outcomes = [typecheck, lint, ...unitOutcomes, ...api, ...e2eOutcomes].filter(
  (o): o is Outcome => o !== undefined,
);
printSummary(outcomes, performance.now() - started);
process.exit(outcomes.every((o) => o.status === "ok") ? 0 : 1);
