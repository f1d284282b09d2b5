// `npm run bench -- --scale`: the admin's lists, the dashboard overview and the blog list on the
// volumes of bench/scale-seed.ts, as a signed-in admin. A fresh database is seeded (a minute or
// two) unless BENCH_SCALE_DATABASE_URL names one `npm run seed:scale` already filled.
import { type LoadSettings, measure, type Probe, runProblem } from "./load.ts";
import { createBenchDatabase, describeServer } from "./postgres.ts";
import type { Row, Section } from "./report.ts";
import { seedScale } from "./scale-seed.ts";
import { startShopServer } from "./shop-server.ts";
import { SCALE_TARGETS, type ScaleKind } from "./targets.ts";

/**
 * A few admins with a tab or two each: the targets are about how long one admin waits, so the
 * load is what a back office makes, not a crowd (which would measure queueing on this machine).
 */
export const SCALE_CONNECTIONS = 4;

type ScaleProbe = Probe & { kind: ScaleKind };

/** A surname the seed's names include, so the search matches about one order in sixty. */
const SEARCH = "whitaker";

function scaleProbes(): ScaleProbe[] {
  const list = (kind: ScaleKind, path: string): ScaleProbe => ({ kind, label: `GET ${path}`, path });
  return [
    list("admin-list", "/api/custom-orders?page=1"),
    list("admin-list", "/api/custom-orders?page=1&status=in_production"),
    list("admin-list", `/api/custom-orders?page=1&q=${SEARCH}`),
    list("admin-list", "/api/custom-orders?page=50"),
    list("admin-list", "/api/orders?page=1"),
    list("admin-list", "/api/orders?page=1&status=processing"),
    list("admin-list", `/api/orders?page=1&q=${SEARCH}`),
    list("admin-list", "/api/orders?page=50"),
    list("overview", "/api/admin/overview"),
    list("blog-list", "/api/blog/posts"),
  ];
}

/** Signs the admin in through the API, as the login form does; answers the session cookie. */
async function signIn(baseUrl: string, admin: { username: string; password: string }): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(admin),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]!);
  if (!res.ok || cookies.length === 0)
    throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`);
  return cookies.join("; ");
}

export interface ScaleOptions {
  serverUrl: string;
  flags: { duration?: string; warmup?: string; connections?: string };
  log: (line: string) => void;
  cleanups: Array<() => Promise<void> | void>;
}

export async function runScaleBench(o: ScaleOptions): Promise<{ settings: LoadSettings; section: Section }> {
  const settings: LoadSettings = {
    connections: Number(o.flags.connections ?? SCALE_CONNECTIONS),
    durationSec: Number(o.flags.duration ?? 10),
    warmupSec: Number(o.flags.warmup ?? 3),
  };
  let url = process.env.BENCH_SCALE_DATABASE_URL;
  if (!url) {
    const database = await createBenchDatabase(o.serverUrl);
    o.cleanups.push(() => database.drop());
    o.log(`seeding ${database.name} (bench/scale-seed.ts)`);
    await seedScale(database.url, (line) => o.log(`seed: ${line}`));
    url = database.url;
  }
  const shop = await startShopServer({ databaseUrl: url });
  o.cleanups.push(() => shop.stop());
  const cookie = await signIn(shop.baseUrl, shop.admin);
  const rows: Row[] = [];
  for (const probe of scaleProbes()) {
    const target = SCALE_TARGETS[probe.kind];
    const withCookie = {
      ...probe,
      headers: { cookie, accept: "application/json", "accept-encoding": "gzip" },
    };
    const check = await fetch(`${shop.baseUrl}${probe.path}`, { headers: withCookie.headers });
    await check.arrayBuffer();
    if (!check.ok) {
      const problem = check.status === 404 ? "missing (404)" : `answers ${check.status}`;
      rows.push({ label: probe.label, problem, target: target.text, met: false });
      o.log(`${probe.label}: ${problem}`);
      continue;
    }
    o.log(probe.label);
    const m = await measure(shop, withCookie, settings);
    const failed = runProblem(m);
    rows.push({
      label: probe.label,
      measurement: m,
      problem: failed,
      target: target.text,
      met: !failed && target.met(m, 0),
    });
  }
  const section = {
    title: "Scale (100k orders, 10k posts, 1M page views)",
    database: describeServer(url),
    connections: settings.connections,
    rows,
  };
  return { settings, section };
}
