// The job queue: pg-boss on the shop's own database, PostgreSQL or the
// embedded PGlite. Features register handlers at module load; a job is enqueued inside the
// caller's transaction, so it exists exactly when the business write does.
// See docs/decisions/002-jobs-and-mail.md.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type Job,
  type JobResult,
  PgBoss,
  type Queue,
  type SendOptions,
} from "pg-boss";
import { type Database, type Executor, getDatabase } from "./db.server.ts";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";

export const JOBS_SCHEMA = "pgboss";
const DEFAULT_BATCH_SIZE = 5;

export type JobHandler<T extends object> = (data: T, job: Job<T>) => Promise<void>;

export interface JobOptions extends Omit<Queue, "name" | "policy" | "partition" | "deadLetter"> {
  /** `short` keeps one queued job per `singletonKey`, so a re-enqueue does not pile up. */
  policy?: "standard" | "short";
  /** A recurring job, run by the worker process; `enabled` is asked at start. */
  schedule?: { cron: string; enabled?: () => boolean };
  /** Seconds between polls when idle; defaults to a value suited to the database. */
  pollingIntervalSeconds?: number;
  /** Jobs fetched per poll; a full batch fetches again at once, so a backlog drains quickly. */
  batchSize?: number;
}

export type EnqueueOptions = Omit<SendOptions, "db">;

interface RegisteredJob {
  // biome-ignore lint/suspicious/noExplicitAny: the registry holds handlers of every data shape.
  handler: JobHandler<any>;
  options: JobOptions;
}

interface JobsState {
  registry: Map<string, RegisteredJob>;
  boss?: PgBoss;
  starting?: Promise<PgBoss>;
  /** Queues created and in pg-boss's cache, so a send never needs the main connection. */
  ready: Set<string>;
  working: Set<string>;
  workers: boolean;
}

// On globalThis, like the database handle: a dev reload must not start a second pg-boss.
const holder = globalThis as typeof globalThis & { __shopJobs?: JobsState };
holder.__shopJobs ??= { registry: new Map(), ready: new Set(), working: new Set(), workers: false };
const state: JobsState = holder.__shopJobs;

/** Declares a job; registering a name again replaces its handler (dev reloads). */
export function registerJob<T extends object>(
  name: string,
  handler: JobHandler<T>,
  options: JobOptions = {},
): void {
  const known = state.registry.has(name);
  state.registry.set(name, { handler, options });
  if (!known && state.boss) {
    const boss = state.boss;
    void prepareQueue(boss, name).catch((err) => logger().error({ err, job: name }, "job queue not created"));
  }
}

/** Starts pg-boss once per process; workers and schedules only where jobs run (`RUN_JOBS`). */
export async function startJobs(options: { workers?: boolean } = {}): Promise<void> {
  const workers = options.workers ?? env().runJobs;
  state.starting ??= launch(getDatabase(), workers).catch((err) => {
    state.starting = undefined;
    throw err;
  });
  await state.starting;
  if (state.workers !== workers) {
    throw new Error(`The job queue is already started ${state.workers ? "with" : "without"} workers`);
  }
}

/** Lets running jobs finish (up to 10 s), then stops polling. */
export async function stopJobs(): Promise<void> {
  const starting = state.starting;
  state.starting = undefined;
  const boss = await starting?.catch(() => undefined);
  state.boss = undefined;
  state.workers = false;
  state.ready.clear();
  state.working.clear();
  await boss?.stop({ graceful: true, timeout: 10_000 });
}

/**
 * Inserts a job through the caller's transaction (or handle): it commits or rolls back with the
 * business write. Answers the job id, or null when a `short` queue already holds that key.
 */
export async function enqueue<T extends object>(
  tx: Executor,
  name: string,
  data: T,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const boss = state.boss;
  if (!boss) throw new Error(`Cannot enqueue "${name}": the job queue is not started (startJobs())`);
  if (!state.registry.has(name))
    throw new Error(`Cannot enqueue "${name}": no job of that name is registered`);
  if (!state.ready.has(name)) throw new Error(`Cannot enqueue "${name}": its queue is still being created`);
  return boss.send(name, data, { ...options, db: transactionAdapter(tx) });
}

/** pg-boss's Drizzle adapter binds every value as a parameter, on node-postgres and PGlite alike. */
function transactionAdapter(tx: Executor) {
  return fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
}

async function launch(database: Database, workers: boolean): Promise<PgBoss> {
  const common = {
    schema: JOBS_SCHEMA,
    supervise: workers,
    schedule: workers,
    application_name: "shop-jobs",
  };
  const boss =
    database.kind === "postgres"
      ? new PgBoss({ ...common, connectionString: database.connectionString, max: 4 })
      : new PgBoss({
          ...common,
          db: fromPglite(database.pglite!),
          backend: "pglite",
          // Index rebuilds and vacuum checks are for servers; PGlite is one small embedded file.
          reindex: false,
          monitorVacuum: false,
        });
  boss.on("error", (err) => logger().error({ err }, "job queue error"));
  boss.on("warning", (warning) => logger().warn({ warning }, "job queue warning"));
  await boss.start();
  for (const name of state.registry.keys()) await prepareQueue(boss, name);
  state.boss = boss;
  state.workers = workers;
  if (workers) for (const name of state.registry.keys()) await startWorker(boss, name);
  if (database.kind === "pglite" && !workers) {
    logger().warn("RUN_JOBS=false on the embedded database: no process will run the queued jobs");
  }
  logger().debug({ queues: [...state.registry.keys()], workers }, "job queue started");
  return boss;
}

async function prepareQueue(boss: PgBoss, name: string): Promise<void> {
  const {
    schedule: _schedule,
    pollingIntervalSeconds: _poll,
    batchSize: _batch,
    policy,
    ...queue
  } = options(name);
  const existing = await boss.getQueue(name);
  if (!existing) await boss.createQueue(name, { ...queue, policy: policy ?? "standard" });
  else {
    await boss.updateQueue(name, queue);
    if (existing.policy !== (policy ?? "standard")) {
      logger().warn({ job: name, policy: existing.policy }, "a queue keeps the policy it was created with");
    }
  }
  // Loads the queue into pg-boss's cache now: a cache miss during send() would query the main
  // connection, which on PGlite waits for the very transaction that is sending.
  await boss.findJobs(name, { id: randomUUID() });
  state.ready.add(name);
  if (state.workers) await startWorker(boss, name);
}

async function startWorker(boss: PgBoss, name: string): Promise<void> {
  if (state.working.has(name)) return;
  state.working.add(name);
  const { schedule, pollingIntervalSeconds, batchSize } = options(name);
  const workOptions = {
    pollingIntervalSeconds: pollingIntervalSeconds ?? pollSeconds(),
    batchSize: batchSize ?? DEFAULT_BATCH_SIZE,
    burstWhenBatchFull: true,
    perJobResults: true,
  } as const;
  await boss.work<object>(name, workOptions, async (jobs) => {
    const results: JobResult[] = [];
    for (const job of jobs) results.push(await runJob(name, job));
    return results;
  });
  if (schedule && (schedule.enabled?.() ?? true)) await boss.schedule(name, schedule.cron, {});
  else await boss.unschedule(name);
}

/** Each job of a batch settles on its own: one failure retries that job, not its neighbours. */
async function runJob(name: string, job: Job<object>): Promise<JobResult> {
  try {
    const registered = state.registry.get(name);
    if (!registered) throw new Error(`No handler for job "${name}"`);
    await registered.handler(job.data, job);
    return { id: job.id, status: "completed" };
  } catch (err) {
    logger().warn({ err, job: name, jobId: job.id, retryCount: job.retryCount }, "job failed");
    const message = err instanceof Error ? err.message : String(err);
    return { id: job.id, status: "failed", output: { message } };
  }
}

function options(name: string): JobOptions {
  return state.registry.get(name)?.options ?? {};
}

// PGlite is one connection shared with every request, so its workers poll gently; tests poll
// fast so a queued job is seen within a second.
function pollSeconds(): number {
  if (env().test) return 0.5;
  return getDatabase().kind === "pglite" ? 5 : 2;
}
