// One Lighthouse 13 run of a page in its default mobile emulation (a mid-range phone on a
// throttled 4G link, simulated), on Debian's Chromium, reduced to what `npm run lighthouse`
// reports: the four category scores, the JavaScript the page loads, and the audits that failed.
import { type LaunchedChrome, launch } from "chrome-launcher";
import lighthouse from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface PageRun {
  scores: Record<Category, number>;
  /**
   * Bytes of JavaScript transferred (gzip) that the page requested before its load event: what it
   * needs to start (React Router's module scripts are async, so DOMContentLoaded does not wait
   * for them, while the load event does); chunks imported later, on demand, are not counted.
   */
  jsBytes: number;
  /** All JavaScript transferred while Lighthouse watched, lazy chunks included. */
  jsBytesAll: number;
  /** Each first-loaded script with its transferred bytes, largest first. */
  scripts: Array<{ url: string; bytes: number }>;
  /** Audits that did not pass, by category: what to fix. */
  failed: Record<Category, string[]>;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
}

export function chromePath(): string {
  return process.env.CHROME_PATH || process.env.CHROMIUM_PATH || "/usr/bin/chromium";
}

export function startChrome(): Promise<LaunchedChrome> {
  return launch({
    chromePath: chromePath(),
    // As root in a container Chromium needs --no-sandbox; the pages are our own.
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  /** Milliseconds after the first request (`debugData.networkStartTimeTs`). */
  networkRequestTime?: number;
}

/** The page's scripts, each marked with whether it was requested before the load event. */
function scriptsOf(lhr: import("lighthouse").Result) {
  const details = lhr.audits["network-requests"]?.details as
    | { items?: NetworkItem[]; debugData?: { networkStartTimeTs?: number } }
    | undefined;
  const metrics = lhr.audits.metrics?.details as { items?: Array<{ observedLoadTs?: number }> };
  const startUs = details?.debugData?.networkStartTimeTs ?? 0;
  const loadUs = metrics?.items?.[0]?.observedLoadTs ?? Number.POSITIVE_INFINITY;
  return (details?.items ?? [])
    .filter((i) => i.resourceType === "Script")
    .map((i) => ({
      url: new URL(i.url).pathname,
      bytes: i.transferSize ?? 0,
      first: startUs + (i.networkRequestTime ?? 0) * 1000 <= loadUs,
    }))
    .sort((a, b) => b.bytes - a.bytes);
}

/** Scored audits below the bar: any loss in the 100-point categories, "needs work" in performance. */
function failedAudits(lhr: import("lighthouse").Result, category: Category): string[] {
  const bar = category === "performance" ? 0.9 : 1;
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((a): a is NonNullable<typeof a> => Boolean(a && a.score !== null && a.score < bar))
    .filter((a) => ["binary", "numeric", "metricSavings"].includes(a.scoreDisplayMode))
    .map((a) => a.id);
}

export async function runLighthouse(url: string, port: number): Promise<PageRun> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const all = scriptsOf(lhr);
  const scripts = all.filter((s) => s.first).map(({ url, bytes }) => ({ url, bytes }));
  const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>,
    jsBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
    jsBytesAll: all.reduce((sum, s) => sum + s.bytes, 0),
    scripts,
    failed: Object.fromEntries(CATEGORIES.map((c) => [c, failedAudits(lhr, c)])) as Record<
      Category,
      string[]
    >,
    metrics: {
      fcpMs: Math.round(metric("first-contentful-paint")),
      lcpMs: Math.round(metric("largest-contentful-paint")),
      tbtMs: Math.round(metric("total-blocking-time")),
      cls: Math.round(metric("cumulative-layout-shift") * 1000) / 1000,
    },
  };
}
