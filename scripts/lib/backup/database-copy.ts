// The embedded database (PGlite) copied at one moment: through the running shop's door when it
// holds the folder, else opened here while the door file says this process holds it.
import { existsSync } from "node:fs";
import path from "node:path";
import { pgliteExtensions } from "../../../app/lib/db.server.ts";
import { liveDoor, openBackupDoor } from "../../../app/server/backup-door.server.ts";
import { type SnapshotFacts, snapshotPglite } from "../../../app/server/backup-snapshot.server.ts";
import { BackupError } from "./errors.ts";

export interface PgliteCopy {
  data: Uint8Array;
  facts: SnapshotFacts;
  /** Who made the copy: the running shop, or this process on a stopped shop's folder. */
  via: "running shop" | "data folder";
}

async function fromShop(door: { port: number; secret: string }): Promise<PgliteCopy> {
  const res = await fetch(`http://127.0.0.1:${door.port}/snapshot`, {
    method: "POST",
    headers: { authorization: `Bearer ${door.secret}` },
  });
  if (res.status === 503)
    throw new BackupError("the shop is still starting: run the backup again in a minute");
  if (!res.ok) throw new BackupError(`the running shop could not copy its database: ${await res.text()}`);
  const facts = JSON.parse(
    Buffer.from(res.headers.get("x-snapshot-facts") ?? "", "base64url").toString(),
  ) as SnapshotFacts;
  return { data: new Uint8Array(await res.arrayBuffer()), facts, via: "running shop" };
}

export async function copyPglite(dataDir: string): Promise<PgliteCopy> {
  const door = await liveDoor(dataDir);
  if (door?.holder === "shop") return fromShop(door);
  if (door) {
    throw new BackupError(
      `a ${door.holder} (pid ${door.pid}) is using ${dataDir}: wait until it has finished`,
    );
  }
  const folder = path.join(dataDir, "pglite");
  if (!existsSync(path.join(folder, "PG_VERSION"))) {
    throw new BackupError(`no embedded database in ${dataDir}: set DATA_DIR (or DATABASE_URL) to the shop's`);
  }
  const own = await openBackupDoor(dataDir, "backup").catch((err: Error) => {
    throw new BackupError(err.message);
  });
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const client = await PGlite.create(folder, { extensions: await pgliteExtensions() });
    try {
      const { data, facts } = await snapshotPglite(client);
      return { data: new Uint8Array(await data.arrayBuffer()), facts, via: "data folder" };
    } finally {
      await client.close();
    }
  } finally {
    await own.close();
  }
}
