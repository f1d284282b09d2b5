// `npm run test:pg`: the API suites on a real PostgreSQL (concurrency, locks, SQLSTATEs that
// PGlite may not show). Uses TEST_DATABASE_URL when given, else a throwaway server in the
// system's temporary directory. Extra arguments go to vitest.
import { bin, run } from "./lib/commands.ts";
import { startThrowawayPostgres, type ThrowawayPostgres } from "./lib/throwaway-postgres.ts";

const vitestArgs = ["run", "--project", "api", "--project", "api-isolated", ...process.argv.slice(2)];
let url = process.env.TEST_DATABASE_URL;
let throwaway: ThrowawayPostgres | undefined;

if (url) {
  process.stdout.write(`API suites on PostgreSQL at ${new URL(url).host} (TEST_DATABASE_URL)\n`);
} else {
  try {
    throwaway = await startThrowawayPostgres();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  url = throwaway.url;
  process.stdout.write(`API suites on a throwaway PostgreSQL at ${new URL(url).host}\n`);
}

let code = 1;
try {
  code = await run(bin("vitest"), vitestArgs, { ...process.env, TEST_DATABASE_URL: url });
} finally {
  await throwaway?.stop();
}
process.exit(code);
