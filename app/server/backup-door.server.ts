// The embedded database's door for backups (docs/decisions/024-backup-and-restore.md). PGlite
// lives inside one process and has no lock of its own: a second process that opened its folder
// would corrupt it. So whoever holds a DATA_DIR's database (the shop, or a backup or restore
// run while the shop is stopped) says so in `DATA_DIR/backup-door.json`: its pid, a port on
// 127.0.0.1 and a random secret, readable by the folder's owner only. A holder that answers an
// authenticated ping on that port is alive; a file nobody answers for is left by a crash.
// The shop also answers `POST /snapshot` there: the database copied at one moment, which
// `npm run backup` archives while the shop keeps serving.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { snapshotPglite } from "./backup-snapshot.server.ts";

export const DOOR_FILE = "backup-door.json";
const PING_TIMEOUT_MS = 2_000;

export type DoorHolder = "shop" | "backup" | "restore";

export interface DoorFile {
  pid: number;
  port: number;
  secret: string;
  holder: DoorHolder;
}

export interface BackupDoor {
  /** From now on, `POST /snapshot` copies this database (until then it answers 503). */
  serve(client: PGlite): void;
  close(): Promise<void>;
}

const doorPath = (dataDir: string) => path.join(dataDir, DOOR_FILE);

function readDoorFile(dataDir: string): DoorFile | null {
  try {
    return JSON.parse(readFileSync(doorPath(dataDir), "utf8")) as DoorFile;
  } catch {
    return null;
  }
}

/** The live holder of `dataDir`'s database, or null when none answers. */
export async function liveDoor(dataDir: string): Promise<DoorFile | null> {
  const door = readDoorFile(dataDir);
  if (!door) return null;
  const answer = await fetch(`http://127.0.0.1:${door.port}/ping`, {
    headers: { authorization: `Bearer ${door.secret}` },
    signal: AbortSignal.timeout(PING_TIMEOUT_MS),
  }).catch(() => null);
  return answer?.ok ? door : null;
}

function authorized(req: IncomingMessage, secret: string): boolean {
  const given = Buffer.from(req.headers.authorization ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function answerSnapshot(client: PGlite | undefined, res: ServerResponse): Promise<void> {
  if (!client) {
    res.writeHead(503, { "content-type": "text/plain" }).end("the shop is still starting");
    return;
  }
  const { data, facts } = await snapshotPglite(client);
  const bytes = Buffer.from(await data.arrayBuffer());
  res
    .writeHead(200, {
      "content-type": "application/x-tar",
      "content-length": bytes.length,
      "x-snapshot-facts": Buffer.from(JSON.stringify(facts)).toString("base64url"),
    })
    .end(bytes);
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Writes the door file unless a live holder has one; the first of two at once wins. */
async function claim(dataDir: string, door: DoorFile): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const file = doorPath(dataDir);
  const mine = `${file}.${process.pid}-${randomBytes(4).toString("hex")}`;
  writeFileSync(mine, JSON.stringify(door), { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        linkSync(mine, file);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const other = await liveDoor(dataDir);
      if (other) {
        throw new Error(
          `${dataDir} is in use by a ${other.holder} process (pid ${other.pid}): its embedded database allows one process at a time`,
        );
      }
      // PGlite runs its queries on the event loop, so a holder busy with a long one may not answer
      // the ping in time; while its process lives, it is taken as holding the folder (two openers
      // would corrupt it). Only a file whose process is gone counts as left by a crash.
      const silent = readDoorFile(dataDir);
      if (silent && silent.pid !== process.pid && processAlive(silent.pid)) {
        throw new Error(
          `${dataDir} is held by process ${silent.pid}, which did not answer: its embedded database allows one process at a time; if that process is not the shop, stop it or remove ${file}`,
        );
      }
      rmSync(file, { force: true });
    }
    throw new Error(
      `${dataDir}: another process claimed its embedded database at the same moment; try again`,
    );
  } finally {
    rmSync(mine, { force: true });
  }
}

/**
 * Claims `dataDir`'s embedded database for this process (before opening it) and opens the door.
 * Throws, naming the holder, when another live process holds it.
 */
export async function openBackupDoor(dataDir: string, holder: DoorHolder): Promise<BackupDoor> {
  const secret = randomBytes(32).toString("base64url");
  let client: PGlite | undefined;
  const server = createServer((req, res) => {
    if (!authorized(req, secret)) {
      res.writeHead(401).end();
      return;
    }
    if (req.method === "GET" && req.url === "/ping") {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ holder }));
      return;
    }
    if (req.method === "POST" && req.url === "/snapshot" && holder === "shop") {
      answerSnapshot(client, res).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
        res.end(`snapshot failed: ${err instanceof Error ? err.message : String(err)}`);
      });
      return;
    }
    res.writeHead(404).end();
  });
  const port = await listen(server);
  try {
    await claim(dataDir, { pid: process.pid, port, secret, holder });
  } catch (err) {
    server.close();
    throw err;
  }
  return {
    serve: (opened) => {
      client = opened;
    },
    close: async () => {
      if (readDoorFile(dataDir)?.secret === secret) rmSync(doorPath(dataDir), { force: true });
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
