// `npm run lighthouse`: Lighthouse 13 in mobile emulation on the shop's public pages, against a
// production build with demo data (the embedded database), three runs per page, medians kept.
// Prints a table, writes bench/lighthouse.json, exits non-zero when a budget is missed: the four
// scores, and the script a page load transfers, every Script request of Lighthouse's network
// record counted (bench/lighthouse-summary.ts); on the product page whose picture is the demo's
// phone photo, also its LCP and everything the load transferred.
//   --no-build  use the existing build/     --no-fail  report only     --runs=3
//   --only=/product/{photo}  only the pages with these labels (comma-separated)
import path from "node:path";
import { parseArgs } from "node:util";
import { CATEGORIES, chromePath, runLighthouse, startChrome } from "../bench/lighthouse-run.ts";
import { formatPages, LIGHTHOUSE_BUDGETS, type PageResult, summarise } from "../bench/lighthouse-summary.ts";
import { discover } from "../bench/probes.ts";
import { machineInfo, writeReport } from "../bench/report.ts";
import { startShopServer } from "../bench/shop-server.ts";
import { run } from "./lib/commands.ts";

const { values: flags } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    "no-fail": { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
    only: { type: "string" },
  },
});
const runs = Number(flags.runs);
const RETRIES = 2;
const log = (line: string) => process.stdout.write(`lighthouse: ${line}\n`);

const machine = machineInfo();
if (!flags["no-build"] && (await run("npm", ["run", "build"])) !== 0) {
  process.stderr.write("lighthouse: the build failed\n");
  process.exit(1);
}

const shop = await startShopServer();
const chrome = await startChrome().catch(async (error: Error) => {
  await shop.stop();
  process.stderr.write(`lighthouse: could not start ${chromePath()}: ${error.message}\n`);
  process.exit(1);
});
const stopAll = async () => {
  chrome.kill();
  await shop.stop();
};
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void stopAll().finally(() => process.exit(130)));
}

const only = flags.only?.split(",").map((label) => label.trim());
const pages: PageResult[] = [];
try {
  const found = await discover(shop.baseUrl);
  const paths = [
    "/",
    "/custom",
    found.productId ? `/product/${found.productId}` : undefined,
    found.photoProductId ? `/product/${found.photoProductId}` : undefined,
    "/blog",
    found.postSlug ? `/blog/${found.postSlug}` : undefined,
  ];
  const labels = ["/", "/custom", "/product/{id}", "/product/{photo}", "/blog", "/blog/{slug}"];
  for (const [i, pagePath] of paths.entries()) {
    const label = labels[i]!;
    if (only && !only.includes(label)) continue;
    if (!pagePath) {
      pages.push({ label, path: "", problem: "nothing to open (no product or post in the API)" });
      continue;
    }
    const status = await fetch(`${shop.baseUrl}${pagePath}`).then(
      (r) => r.status,
      () => 0,
    );
    if (status !== 200) {
      pages.push({ label, path: pagePath, problem: `answers ${status}` });
      log(`${pagePath}: answers ${status}, skipped`);
      continue;
    }
    const results = [];
    let error: Error | undefined;
    for (let n = 1; n <= runs && results.length < runs; n++) {
      log(`${pagePath}: run ${n} of ${runs}`);
      // A busy machine sometimes loses the trace (NO_NAVSTART); such a run is tried again.
      for (let attempt = 1; attempt <= RETRIES + 1; attempt++) {
        try {
          results.push(await runLighthouse(`${shop.baseUrl}${pagePath}`, chrome.port));
          break;
        } catch (e) {
          error = e as Error;
          log(`${pagePath}: ${error.message}`);
        }
      }
    }
    pages.push(
      results.length === runs
        ? summarise(
            label,
            pagePath,
            results,
            label === "/product/{photo}" ? LIGHTHOUSE_BUDGETS.photoPage : {},
          )
        : { label, path: pagePath, problem: `Lighthouse failed: ${error?.message}` },
    );
  }
} finally {
  await stopAll();
}

const missed = pages.flatMap((p) => p.missed ?? [`${p.label}: ${p.problem}`]);
// A run of some pages only keeps its own file, so bench/lighthouse.json always holds every page.
const file = path.resolve(only ? "bench/lighthouse-only.json" : "bench/lighthouse.json");
writeReport(file, {
  machine: { ...machine, chromium: chromePath() },
  settings: {
    runs,
    formFactor: "mobile",
    throttling: "simulated (Lighthouse default)",
    categories: CATEGORIES,
  },
  budgets: LIGHTHOUSE_BUDGETS,
  pages,
  missed,
});
process.stdout.write(`\n${formatPages(pages)}\n\nWritten to ${path.relative(process.cwd(), file)}\n`);
if (missed.length > 0) {
  process.stdout.write(`\nBudgets missed:\n${missed.map((m) => `  - ${m}`).join("\n")}\n`);
  if (!flags["no-fail"]) process.exit(1);
} else {
  process.stdout.write("\nAll budgets met.\n");
}
