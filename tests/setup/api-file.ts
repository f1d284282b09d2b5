// Runs before each API test file. The API files share their worker's modules (`isolate: false`
// in vitest.config.ts): importing the app once per worker instead of once per file took a third
// of the API suites' time. What a file may leave behind in shared modules is put back here, so
// each file starts as if it had the worker to itself:
// - the environment: variables a file set or removed (SMTP_URL, PAYPAL_*, ...) and the parsed
//   configuration cached from them;
// - the job queue: a file that started pg-boss and failed before stopping it;
// - the PayPal transport a file swapped for a fake one;
// - the test client's app, which reads some settings (test mode, production) when it is made.
// The database is each file's own already (tests/helpers/db.ts), and the caches keyed on it
// (the public read cache, content-change listening) notice a new database by themselves.
import { setPaypalTransport } from "../../app/features/payments/index.server.ts";
import { resetEnvForTests } from "../../app/lib/env.server.ts";
import { stopJobs } from "../../app/lib/jobs.server.ts";
import { resetTestApp } from "../helpers/client.ts";

const worker = globalThis as typeof globalThis & { __apiFileEnv?: NodeJS.ProcessEnv };
worker.__apiFileEnv ??= { ...process.env };
const pristine = worker.__apiFileEnv;
for (const name of Object.keys(process.env)) if (!(name in pristine)) delete process.env[name];
Object.assign(process.env, pristine);
resetEnvForTests();
resetTestApp();
setPaypalTransport(undefined);
// A queue left by a file that failed before stopping it may sit on a closed database.
await stopJobs().catch(() => undefined);
