// `npm run bench`: the shop's own load figures against a bare node:http server on the same
// machine, on PostgreSQL (a fresh database, dropped afterwards) and on the embedded PGlite.
// Writes bench/results.json and exits non-zero when a target of bench/targets.ts is missed.
//   --no-build       use the existing build/
//   --no-fail        report only
//   --scale          the admin lists, dashboard and blog list on 100k-row tables (bench/scale.ts)
//   --only=postgres|pglite, --duration=10, --warmup=3, --connections=50
import path from "node:path";
import { parseArgs } from "node:util";
import { startBareServer } from "../bench/bare-server.ts";
import { runLoadSection } from "../bench/load-section.ts";
import { benchServerUrl, createBenchDatabase, describeServer, serverVersion } from "../bench/postgres.ts";
import { formatTable, machineInfo, missedTargets, type Section, writeReport } from "../bench/report.ts";
import { runScaleBench } from "../bench/scale.ts";
import { startShopServer } from "../bench/shop-server.ts";
import { TARGET_CONNECTIONS } from "../bench/targets.ts";
import { run } from "./lib/commands.ts";

const { values: flags } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    "no-fail": { type: "boolean", default: false },
    scale: { type: "boolean", default: false },
    only: { type: "string" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "3" },
    connections: { type: "string" },
  },
});

const log = (line: string) => process.stdout.write(`bench: ${line}\n`);
const cleanups: Array<() => Promise<void> | void> = [];
async function cleanUp() {
  for (const step of cleanups.splice(0).reverse()) await Promise.resolve(step()).catch(() => undefined);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void cleanUp().finally(() => process.exit(130)));
}

const machine = machineInfo();
if (machine.busy) {
  log(`load average ${machine.loadAverageAtStart} on ${machine.cpuCount} cores: figures will be noisy`);
}
if (!flags["no-build"] && (await run("npm", ["run", "build"])) !== 0) {
  process.stderr.write("bench: the build failed\n");
  process.exit(1);
}

const postgresServer = benchServerUrl();
const report = {
  machine: { ...machine, postgres: await serverVersion(postgresServer) },
  settings: {} as object,
  sections: [] as Section[],
  missed: [] as string[],
};
let file = path.resolve("bench/results.json");

try {
  if (flags.scale) {
    file = path.resolve("bench/results-scale.json");
    const result = await runScaleBench({ serverUrl: postgresServer, flags, log, cleanups });
    report.settings = result.settings;
    report.sections.push(result.section);
  } else {
    const settings = {
      connections: Number(flags.connections ?? TARGET_CONNECTIONS),
      durationSec: Number(flags.duration),
      warmupSec: Number(flags.warmup),
    };
    report.settings = settings;
    const bare = await startBareServer();
    cleanups.push(() => bare.stop());
    for (const kind of ["postgres", "pglite"] as const) {
      if (flags.only && flags.only !== kind) continue;
      const database = kind === "postgres" ? await createBenchDatabase(postgresServer) : undefined;
      if (database) cleanups.push(() => database.drop());
      log(`starting the server on ${kind === "postgres" ? "PostgreSQL" : "PGlite"}`);
      const shop = await startShopServer({ databaseUrl: database?.url });
      cleanups.push(() => shop.stop());
      const section = await runLoadSection({
        title: kind === "postgres" ? "PostgreSQL" : "PGlite",
        database:
          kind === "postgres"
            ? `${report.machine.postgres} on ${describeServer(postgresServer)}`
            : "embedded",
        shop,
        bare,
        settings,
        withTargets: kind === "postgres" && settings.connections === TARGET_CONNECTIONS,
        log,
      });
      report.sections.push(section);
      await shop.stop();
      await database?.drop();
    }
  }
} finally {
  await cleanUp();
}

report.missed = missedTargets(report.sections);
writeReport(file, report);
const out = report.sections.map(formatTable).join("\n\n");
const where = `${machine.cpus}, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}, load ${machine.loadAverageAtStart}`;
process.stdout.write(`\n${out}\n\nMachine: ${where}\nWritten to ${path.relative(process.cwd(), file)}\n`);
if (report.missed.length > 0) {
  process.stdout.write(`\nTargets missed:\n${report.missed.map((m) => `  - ${m}`).join("\n")}\n`);
  if (!flags["no-fail"]) process.exit(1);
} else {
  process.stdout.write("\nAll targets met.\n");
}
