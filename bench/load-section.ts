// One database's share of `npm run bench`: the bare server first (measured right before, so the
// ratio compares two runs under the same machine load), then each of the shop's probes.
import { type LoadedServer, type LoadSettings, measure, runProblem } from "./load.ts";
import { discover, preflight, shopProbes } from "./probes.ts";
import type { Row, Section } from "./report.ts";
import { LOAD_TARGETS } from "./targets.ts";

export interface SectionOptions {
  title: string;
  database: string;
  shop: LoadedServer;
  bare: LoadedServer;
  settings: LoadSettings;
  /** Targets apply (PostgreSQL at the target's connections); otherwise figures only. */
  withTargets: boolean;
  log: (line: string) => void;
}

export async function runLoadSection(o: SectionOptions): Promise<Section> {
  const rows: Row[] = [];
  o.log(`${o.title}: bare node:http`);
  const bare = await measure(o.bare, { label: "bare", path: "/" }, o.settings);
  rows.push({ label: "bare node:http (same JSON)", measurement: bare, ratio: 1 });

  const found = await discover(o.shop.baseUrl);
  for (const probe of shopProbes(o.shop.baseUrl, found)) {
    const target = o.withTargets ? LOAD_TARGETS[probe.kind] : undefined;
    const problem = "missing" in probe ? probe.missing : await preflight(o.shop.baseUrl, probe);
    if (problem || "missing" in probe) {
      rows.push({ label: probe.label, problem, target: target?.text, met: false });
      o.log(`${o.title}: ${probe.label}: ${problem}`);
      continue;
    }
    o.log(`${o.title}: ${probe.label}`);
    const m = await measure(o.shop, probe, o.settings);
    const ratio = m.rps / bare.rps;
    const failed = runProblem(m);
    rows.push({
      label: probe.label,
      measurement: m,
      ratio,
      problem: failed,
      target: target?.text,
      met: target ? !failed && target.met(m, bare.rps) : undefined,
    });
  }
  return { title: o.title, database: o.database, connections: o.settings.connections, rows };
}
