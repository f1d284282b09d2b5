// Which of the tables anonymous shoppers read has changed, told by the database itself: migration
// 0006 makes every committed write to them `NOTIFY public_content, '<table>'`, whoever wrote it
// (this process, the worker, a script, psql). The public read cache (app/server/public-cache.ts)
// keys what it keeps on these generations, so a change makes it render afresh.
//
// While this process is not listening (starting, or the connection was lost), it reports no
// generation at all and the cache is bypassed: a notification missed is never a page kept.
import type pg from "pg";
import { type Database, getDatabase } from "./db.server.ts";
import { logger } from "./logger.server.ts";

export const CONTENT_CHANNEL = "public_content";

/** The tables migrations 0006, 0015 and 0026 watch. */
export type ContentTable =
  | "products"
  | "product_images"
  | "pictures"
  | "product_reviews"
  | "blog_posts"
  | "blog_comments"
  | "settings";

const RECONNECT_MS = 1_000;

interface Listener {
  database: Database;
  ready: boolean;
  stopped: boolean;
  stop(): Promise<void>;
}

let listener: Listener | undefined;
/** Bumped by a notification for one table; `epoch` by anything that may have missed some. */
const generations = new Map<string, number>();
let epoch = 0;

function changed(table: string) {
  generations.set(table, (generations.get(table) ?? 0) + 1);
}

function forgetEverything() {
  epoch += 1;
}

/**
 * A key that changes whenever any of `tables` does, or undefined when changes cannot be heard
 * (then nothing may be served from or kept in a cache). Starts listening on first use.
 */
export function contentGeneration(tables: readonly ContentTable[]): string | undefined {
  let database: Database;
  try {
    database = getDatabase();
  } catch {
    return undefined;
  }
  if (listener?.database !== database) {
    void startListening(database);
    return undefined;
  }
  if (!listener.ready) return undefined;
  let key = String(epoch);
  for (const table of tables) key += `.${generations.get(table) ?? 0}`;
  return key;
}

async function startListening(database: Database): Promise<void> {
  const previous = listener;
  const current: Listener = { database, ready: false, stopped: false, stop: async () => undefined };
  listener = current;
  forgetEverything();
  if (previous) await previous.stop().catch(() => undefined);
  try {
    if (database.pglite) {
      // PGlite calls the listener while it reads the committing query's answer, before that
      // query's promise settles: a write is heard before its caller goes on.
      const unlisten = await database.pglite.listen(CONTENT_CHANNEL, changed);
      current.stop = async () => {
        current.stopped = true;
        await unlisten().catch(() => undefined);
      };
      current.ready = !current.stopped && listener === current;
      database.onClose(() => current.stop());
      return;
    }
    await listenOnPostgres(current);
  } catch (err) {
    logger().warn({ err }, "public cache: cannot listen for content changes");
    if (listener === current) listener = undefined;
  }
}

async function listenOnPostgres(current: Listener): Promise<void> {
  const { default: pgModule } = await import("pg");
  const connectionString = current.database.connectionString;
  if (!connectionString) throw new Error("no connection string");
  let client: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const lost = (err?: Error) => {
    if (current.stopped) return;
    // Whatever happened while deaf is unknown: nothing cached before now may be served again.
    current.ready = false;
    forgetEverything();
    if (err) logger().warn({ err }, "public cache: lost the content-change connection");
    client?.removeAllListeners();
    client?.on("error", () => undefined);
    void client?.end().catch(() => undefined);
    client = undefined;
    retry ??= setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };

  const connect = async () => {
    if (current.stopped) return;
    const next = new pgModule.Client({ connectionString });
    client = next;
    next.on("error", lost);
    next.on("end", () => lost());
    next.on("notification", (message) => {
      if (message.channel === CONTENT_CHANNEL && message.payload) changed(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
      if (current.stopped || client !== next) return;
      forgetEverything();
      current.ready = true;
    } catch (err) {
      lost(err as Error);
    }
  };

  current.stop = async () => {
    current.stopped = true;
    current.ready = false;
    if (retry) clearTimeout(retry);
    const open = client;
    client = undefined;
    open?.removeAllListeners();
    open?.on("error", () => undefined);
    await open?.end().catch(() => undefined);
  };
  current.database.onClose(() => current.stop());
  await connect();
}
