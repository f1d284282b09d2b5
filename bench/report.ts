// The benchmark's results: a table on the terminal and a JSON file with the machine they were
// measured on, so figures from different machines or busy hours are never compared blindly.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Measurement } from "./load.ts";

export interface Row {
  label: string;
  /** Why it was not measured (missing route, error answer). */
  problem?: string;
  measurement?: Measurement;
  /** Requests per second against the bare node:http server's. */
  ratio?: number;
  target?: string;
  met?: boolean;
}

export interface Section {
  title: string;
  database: string;
  connections: number;
  rows: Row[];
}

export interface MachineInfo {
  cpus: string;
  cpuCount: number;
  memoryGb: number;
  os: string;
  node: string;
  date: string;
  /** 1-minute load average before the run started: above ~0.5 per core, figures are noisy. */
  loadAverageAtStart: number;
  busy: boolean;
}

export function machineInfo(): MachineInfo {
  const cpus = os.cpus();
  const load = os.loadavg()[0] ?? 0;
  return {
    cpus: `${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown"}`,
    cpuCount: cpus.length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    date: new Date().toISOString(),
    loadAverageAtStart: Math.round(load * 100) / 100,
    busy: load > 0.5 * cpus.length,
  };
}

/** Rows with a target that was missed, or could not be measured at all. */
export function missedTargets(sections: Section[]): string[] {
  return sections.flatMap((s) =>
    s.rows
      .filter((r) => r.target && r.met !== true)
      .map((r) => `${s.title}: ${r.label} ${r.problem ?? `misses ${r.target}`}`),
  );
}

const fmt = (n: number | undefined, digits = 1) =>
  n === undefined || Number.isNaN(n) ? "—" : n.toFixed(digits);

function cells(row: Row): string[] {
  const m = row.measurement;
  const verdict = row.target ? (row.met ? "met" : "MISSED") : "";
  if (!m)
    return [
      `${row.label}: ${row.problem ?? "not measured"}`,
      "",
      "",
      "",
      "",
      "",
      "",
      row.target ?? "",
      verdict,
    ];
  return [
    row.label,
    String(m.rps),
    fmt(m.p50),
    fmt(m.p95),
    fmt(m.p99),
    row.ratio === undefined ? "" : `${Math.round(row.ratio * 100)}%`,
    fmt(m.cpuMsPerRequest, 2),
    row.target ?? "",
    verdict,
  ];
}

export function formatTable(section: Section): string {
  const header = ["endpoint", "req/s", "p50 ms", "p95 ms", "p99 ms", "vs bare", "cpu ms/req", "target", ""];
  const lines = [header, ...section.rows.map(cells)];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => (l[i] ?? "").length)));
  const text = lines.map((l) =>
    l
      .map((cell, i) => (i === 0 || i >= 7 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join("  ")
      .trimEnd(),
  );
  const title = `${section.title} (${section.database}, ${section.connections} connections)`;
  const notes = section.rows
    .filter((r) => r.measurement && r.problem)
    .map((r) => `  ! ${r.label}: ${r.problem}`);
  return [title, ...text, ...notes].join("\n");
}

export function writeReport(file: string, report: object): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
