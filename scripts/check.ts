// `npm run check`: the quick gate before a commit, in well under two minutes: the typecheck,
// Biome, and the unit tests of whatever changed since this branch left main (or, without a main
// branch, since HEAD), committed or not. `npm test` remains the full gate.
import { execFileSync } from "node:child_process";
import { bin, formatDuration, run } from "./lib/commands.ts";

function git(args: string[]): string | undefined {
  try {
    return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return undefined;
  }
}

const base = (git(["rev-parse", "--verify", "-q", "main"]) && git(["merge-base", "HEAD", "main"])) || "HEAD";

const steps: [string, string, string[]][] = [
  ["typecheck", bin("react-router"), ["typegen"]],
  ["typecheck", bin("tsc"), ["--noEmit"]],
  ["lint", bin("biome"), ["check", "."]],
  ["lint", process.execPath, ["scripts/check-boundaries.ts"]],
  // Vitest follows the imports: a changed module runs the unit tests that import it.
  ["unit tests", bin("vitest"), ["run", "--project", "unit", "--changed", base, "--passWithNoTests"]],
];

const started = performance.now();
for (const [name, command, args] of steps) {
  process.stdout.write(`\n=== ${name}: ${[command.split("/").pop(), ...args].join(" ")} ===\n`);
  const code = await run(command, args);
  if (code !== 0) {
    process.stdout.write(`\ncheck: ${name} failed after ${formatDuration(performance.now() - started)}\n`);
    process.exit(code);
  }
}
process.stdout.write(`\ncheck: passed in ${formatDuration(performance.now() - started)}\n`);
