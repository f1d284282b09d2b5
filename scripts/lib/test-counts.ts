// Reads the JSON reports of vitest and Playwright into passed/failed counts for the summary line.
import { existsSync, readFileSync } from "node:fs";

export interface TestCounts {
  passed: number;
  failed: number;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { status: string; assertionResults: unknown[] }[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
}

function readJson<T>(file: string): T | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

/** A file that failed before any test ran (a syntax error, a failing hook) counts as one failure. */
export function vitestCounts(file: string): TestCounts | undefined {
  const report = readJson<VitestReport>(file);
  if (!report) return undefined;
  const brokenFiles = report.testResults.filter(
    (r) => r.status === "failed" && r.assertionResults.length === 0,
  );
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles.length };
}

/** A test that passed on a retry (flaky) still passed; the config has no retries anyway. */
export function playwrightCounts(file: string): TestCounts | undefined {
  const report = readJson<PlaywrightReport>(file);
  if (!report) return undefined;
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
}
