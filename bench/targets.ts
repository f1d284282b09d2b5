// The budgets of issue 8, in one place. Load targets hold at 50 connections on PostgreSQL (the
// production setup); PGlite runs are reported beside them without targets (one in-process
// connection by design). Scale targets hold on the database `npm run seed:scale` fills.
import type { Measurement } from "./load.ts";
import type { ProbeKind } from "./probes.ts";

export interface Target {
  /** e.g. "p99 < 10 ms" */
  text: string;
  met(m: Measurement, bareRps: number): boolean;
}

export const LOAD_TARGETS: Record<ProbeKind, Target | undefined> = {
  "db-free": { text: "≥ 60% of bare", met: (m, bare) => m.rps >= 0.6 * bare },
  read: { text: "p99 < 10 ms", met: (m) => m.p99 < 10 },
  ssr: { text: "p99 < 50 ms", met: (m) => m.p99 < 50 },
  cart: { text: "p99 < 20 ms", met: (m) => m.p99 < 20 },
  other: undefined,
};

/** The connections the load targets are stated for. */
export const TARGET_CONNECTIONS = 50;

export type ScaleKind = "admin-list" | "overview" | "blog-list";

export const SCALE_TARGETS: Record<ScaleKind, Target> = {
  "admin-list": { text: "p95 < 50 ms", met: (m) => m.p95 < 50 },
  overview: { text: "p95 < 200 ms", met: (m) => m.p95 < 200 },
  "blog-list": { text: "p95 < 20 ms", met: (m) => m.p95 < 20 },
};
