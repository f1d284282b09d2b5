// One load measurement with autocannon: a short warm-up, then a timed run whose every response
// time is kept, so percentiles are exact (autocannon's own histogram has no p95 and whole
// milliseconds only).
import autocannon, { type RequestOptions } from "autocannon";
import { processCpuMs } from "./process-cpu.ts";

export interface Probe {
  /** What the table shows, e.g. "GET /api/products/{id}". */
  label: string;
  path: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Varies each request (a new cart per request). */
  setupRequest?: RequestOptions["setupRequest"];
}

export interface LoadSettings {
  connections: number;
  durationSec: number;
  warmupSec: number;
}

/** The server under load: its address, and its process id for the CPU figure (bench/process-cpu.ts). */
export interface LoadedServer {
  baseUrl: string;
  pid?: number;
}

export interface Measurement {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers outside 2xx, connection errors and timeouts: any of them makes a run invalid. */
  failures: number;
  statusCodes: Record<string, number>;
  /** The server process's CPU milliseconds per answered request (Linux only). */
  cpuMsPerRequest?: number;
}

/** Why a run's figures cannot be trusted, if they cannot. */
export function runProblem(m: Measurement): string | undefined {
  if (m.requests === 0) return "no request completed during the run";
  if (m.failures > 0) return `${m.failures} failed requests (status codes ${JSON.stringify(m.statusCodes)})`;
  return undefined;
}

/** The value below which `q` of the sorted samples fall (nearest rank). */
export function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(q * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

function fire(baseUrl: string, probe: Probe, connections: number, durationSec: number) {
  // autocannon calls any `setupRequest` key it is given, so absent options stay absent.
  const request: RequestOptions = { method: probe.method ?? "GET", path: probe.path };
  if (probe.headers) request.headers = probe.headers;
  if (probe.body !== undefined) request.body = probe.body;
  if (probe.setupRequest) request.setupRequest = probe.setupRequest;
  return autocannon({
    url: baseUrl,
    connections,
    duration: durationSec,
    timeout: 10,
    requests: [request],
  });
}

/**
 * Waits until the server has worked off what the last run left queued (a saturated server keeps
 * answering for a while after the load stops), so no run measures its predecessor's backlog.
 */
export async function settle(baseUrl: string, maxMs = 30_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${baseUrl}/healthz`).then(
      (r) => r.arrayBuffer(),
      () => undefined,
    );
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function measure(
  server: LoadedServer,
  probe: Probe,
  settings: LoadSettings,
): Promise<Measurement> {
  const { baseUrl } = server;
  if (settings.warmupSec > 0) {
    await fire(baseUrl, probe, settings.connections, settings.warmupSec);
    await settle(baseUrl);
  }
  const times: number[] = [];
  const instance = fire(baseUrl, probe, settings.connections, settings.durationSec);
  instance.on("response", (_client, _status, _bytes, ms) => {
    times.push(ms);
  });
  const started = performance.now();
  const cpuBefore = processCpuMs(server.pid);
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = processCpuMs(server.pid);
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  const sorted = Float64Array.from(times).sort();
  await settle(baseUrl);
  const statusCodes: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats)) statusCodes[code] = count;
  return {
    requests: times.length,
    rps: Math.round(times.length / seconds),
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? Number.NaN),
    failures: result.non2xx + result.errors + result.timeouts,
    statusCodes,
    cpuMsPerRequest: cpu === undefined || times.length === 0 ? undefined : round(cpu / times.length),
  };
}
