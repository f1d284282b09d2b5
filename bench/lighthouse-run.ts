// One Lighthouse 13 run of a page in its default mobile emulation (a mid-range phone on a
// throttled 4G link, simulated), on Debian's Chromium, reduced to what `npm run lighthouse`
// reports: the four category scores, the JavaScript the page transfers, and the audits that failed.
import { type LaunchedChrome, launch } from "chrome-launcher";
import lighthouse from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface PageRun {
  scores: Record<Category, number>;
  /**
   * Bytes transferred (compressed, with headers) by every script request Lighthouse recorded
   * while the page loaded and the network went quiet, with no one touching it: the entry and
   * route chunks, and the sections and parts fetched right after the load event. What a visitor's
   * phone downloads for a page it only opens; chunks fetched on an interaction are not in it.
   */
  jsBytes: number;
  /**
   * The part of jsBytes requested before the page's load event (React Router's module scripts
   * are async, so DOMContentLoaded does not wait for them, while the load event does).
   */
  jsBytesBeforeLoad: number;
  /** Each script with its transferred bytes and whether it came before the load event, largest first. */
  scripts: Array<{ url: string; bytes: number; beforeLoad: boolean }>;
  /** Audits that did not pass, by category: what to fix. */
  failed: Record<Category, string[]>;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
  /** Everything the page load transferred (Lighthouse's total byte weight): pictures included. */
  totalBytes: number;
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

/** Every script request of the page, each marked with whether it was made before the load event. */
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
      beforeLoad: startUs + (i.networkRequestTime ?? 0) * 1000 <= loadUs,
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
  const scripts = scriptsOf(lhr);
  const bytesOf = (list: typeof scripts) => list.reduce((sum, s) => sum + s.bytes, 0);
  const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>,
    jsBytes: bytesOf(scripts),
    jsBytesBeforeLoad: bytesOf(scripts.filter((s) => s.beforeLoad)),
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
    totalBytes: Math.round(metric("total-byte-weight")),
  };
}
