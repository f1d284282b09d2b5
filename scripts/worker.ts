// `npm run worker`: runs the queued jobs (mail, social posts, scheduled posts, campaigns,
// reconciliation) in their own process, beside web processes started with RUN_JOBS=false. It
// loads the built server bundle, as server.ts does: the jobs render React e-mails (.tsx), which
// Node does not run from source.
import { existsSync } from "node:fs";

const BUNDLE = "build/server/index.js";
if (!existsSync(BUNDLE)) {
  process.stderr.write(`${BUNDLE} is missing: run \`npm run build\` first\n`);
  process.exit(1);
}

type EntryModule = typeof import("../app/server/entry.ts");
// @ts-expect-error: the build exists only after `npm run build`.
const entry = (await import("../build/server/index.js")) as EntryModule;

try {
  entry.env();
  await entry.startWorker();
} catch (error) {
  process.stderr.write(`Worker could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
process.stdout.write("Worker running; SIGTERM lets running jobs finish\n");

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`${signal}: finishing running jobs\n`);
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  await entry.shutdown();
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
