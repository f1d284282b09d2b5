// The budgets of issue 8 for `npm run lighthouse`, and the median of a page's runs against them.
import { CATEGORIES, type Category, type PageRun } from "./lighthouse-run.ts";

export const LIGHTHOUSE_BUDGETS = {
  scores: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as Record<
    Category,
    number
  >,
  /**
   * KiB transferred by every script request of a page load that no one touches: entry, route,
   * the sections hydrated after the load event, all of it (compressed, as on the wire): web.dev's
   * 170 kB for a page on a mid-range phone, in KiB.
   */
  jsKib: 166,
  /**
   * The product page whose picture is a phone photo (the demo's 4032×3024 JPEG): what a real
   * owner's upload costs a shopper on a phone. LCP in ms; bytes are everything the load
   * transferred, in kB (1,000 bytes).
   */
  photoPage: { lcpMs: 2500, totalKb: 500 },
};

/** Budgets only some pages have (the photo product page's LCP and weight). */
export interface PageBudget {
  lcpMs?: number;
  totalKb?: number;
}

export interface PageResult {
  label: string;
  path: string;
  /** Why the page was not measured. */
  problem?: string;
  median?: {
    scores: Record<Category, number>;
    /** Every script the load transferred: the figure the budget is set on. */
    jsKib: number;
    /** The part of it requested before the load event. */
    jsKibBeforeLoad: number;
    metrics: PageRun["metrics"];
    /** Everything the load transferred, in kB (1,000 bytes). */
    totalKb: number;
  };
  runs?: Array<Pick<PageRun, "scores" | "jsBytes" | "jsBytesBeforeLoad" | "metrics" | "totalBytes">>;
  /** The scripts of the median run, largest first, for the JS budget. */
  scripts?: PageRun["scripts"];
  /** Audits that failed in any run, by category. */
  failed?: Record<Category, string[]>;
  missed?: string[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function summarise(label: string, path: string, runs: PageRun[], budget: PageBudget = {}): PageResult {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]),
  ) as Record<Category, number>;
  const jsBytes = median(runs.map((r) => r.jsBytes));
  const metric = (k: keyof PageRun["metrics"]) => median(runs.map((r) => r.metrics[k]));
  const medianRun = runs.find((r) => r.jsBytes === jsBytes) ?? runs[0]!;
  const failed = Object.fromEntries(
    CATEGORIES.map((c) => [c, [...new Set(runs.flatMap((r) => r.failed[c]))]]),
  ) as Record<Category, string[]>;
  const lcpMs = metric("lcpMs");
  const totalKb = Math.round(median(runs.map((r) => r.totalBytes)) / 100) / 10;
  const missed = [
    ...(budget.lcpMs !== undefined && lcpMs > budget.lcpMs
      ? [`${label}: LCP ${lcpMs} ms > ${budget.lcpMs} ms`]
      : []),
    ...(budget.totalKb !== undefined && totalKb > budget.totalKb
      ? [`${label}: transferred ${totalKb} kB > ${budget.totalKb} kB`]
      : []),
    ...CATEGORIES.filter((c) => scores[c] < LIGHTHOUSE_BUDGETS.scores[c]).map(
      (c) => `${label}: ${c} ${scores[c]} < ${LIGHTHOUSE_BUDGETS.scores[c]}`,
    ),
    ...(kib(jsBytes) > LIGHTHOUSE_BUDGETS.jsKib
      ? [`${label}: JavaScript transferred ${kib(jsBytes)} KiB > ${LIGHTHOUSE_BUDGETS.jsKib} KiB`]
      : []),
  ];
  return {
    label,
    path,
    median: {
      scores,
      jsKib: kib(jsBytes),
      jsKibBeforeLoad: kib(median(runs.map((r) => r.jsBytesBeforeLoad))),
      metrics: { fcpMs: metric("fcpMs"), lcpMs, tbtMs: metric("tbtMs"), cls: metric("cls") },
      totalKb,
    },
    runs: runs.map(({ scores, jsBytes, jsBytesBeforeLoad, metrics, totalBytes }) => ({
      scores,
      jsBytes,
      jsBytesBeforeLoad,
      metrics,
      totalBytes,
    })),
    scripts: medianRun.scripts,
    failed,
    missed,
  };
}

export function formatPages(pages: PageResult[]): string {
  const header = [
    "page",
    "perf",
    "a11y",
    "best pr.",
    "seo",
    "JS KiB",
    "before load",
    "LCP ms",
    "TBT ms",
    "CLS",
    "kB",
  ];
  const rows = pages.map((p) => {
    const m = p.median;
    if (!m) return [`${p.label}: ${p.problem}`, "", "", "", "", "", "", "", "", "", ""];
    const s = m.scores;
    return [
      p.label,
      String(s.performance),
      String(s.accessibility),
      String(s["best-practices"]),
      String(s.seo),
      String(m.jsKib),
      String(m.jsKibBeforeLoad),
      String(m.metrics.lcpMs),
      String(m.metrics.tbtMs),
      String(m.metrics.cls),
      String(m.totalKb),
    ];
  });
  const budget = LIGHTHOUSE_BUDGETS.scores;
  const target = [
    "budget",
    `≥${budget.performance}`,
    "100",
    "100",
    "100",
    `≤${LIGHTHOUSE_BUDGETS.jsKib}`,
    "",
    `≤${LIGHTHOUSE_BUDGETS.photoPage.lcpMs} (photo)`,
    "",
    "",
    `≤${LIGHTHOUSE_BUDGETS.photoPage.totalKb} (photo)`,
  ];
  const lines = [header, ...rows, target];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)));
  const table = lines.map((l) =>
    l
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join("  ")
      .trimEnd(),
  );
  const findings = pages.flatMap((p) =>
    CATEGORIES.filter((c) => p.failed?.[c].length).map(
      (c) => `  ${p.label} ${c}: ${p.failed![c].join(", ")}`,
    ),
  );
  return [
    "Lighthouse 13, mobile (median of the runs)",
    ...table,
    ...(findings.length ? ["", "Audits below the bar:", ...findings] : []),
  ].join("\n");
}
