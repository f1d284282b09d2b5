// `npm run restore -- FILE`: into an empty target only. The archive is unpacked into a
// temporary folder and every entry checked against the manifest before anything is written to
// the target; then the database, the files and the session secret go in, and the database is
// counted again to show what is there.
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, existsSync, readdirSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createGunzip } from "node:zlib";
import { fileStorage, uploadContentType } from "../../../app/features/uploads/index.server.ts";
import { pgliteExtensions } from "../../../app/lib/db.server.ts";
import { env } from "../../../app/lib/env.server.ts";
import { openBackupDoor } from "../../../app/server/backup-door.server.ts";
import { readSnapshotFacts, type SnapshotFacts } from "../../../app/server/backup-snapshot.server.ts";
import { BackupError } from "./errors.ts";
import {
  FORMAT_VERSION,
  MANIFEST_NAME,
  type Manifest,
  ManifestSchema,
  PGLITE_ENTRY,
  POSTGRES_ENTRY,
  SESSION_SECRET_ENTRY,
  UPLOADS_PREFIX,
} from "./manifest.ts";
import { databaseName, restoredFacts, restorePostgres, userTables } from "./postgres-tools.ts";
import { DamagedArchive, readTar } from "./tar.ts";
import { verifyEntries } from "./verify.ts";

/**
 * Names an archive of ours can hold (uploads by their UUID, the pictures' resized copies by their
 * hash); anything else (a path outside the folder) is refused.
 */
const ENTRY_NAME =
  /^(manifest\.json|database\/(pglite\.tar|postgres\.dump)|config\/session-secret|files\/uploads\/([0-9a-f-]{36}\.[a-z]{3,4}|[0-9a-f]{32}\.(avif|webp)))$/;

/** Unpacks `file` into `work`, hashing each entry; answers name → size and sha256. */
async function unpack(file: string, work: string): Promise<Map<string, { size: number; sha256: string }>> {
  const found = new Map<string, { size: number; sha256: string }>();
  const gunzip = createReadStream(file).pipe(createGunzip());
  try {
    await readTar(gunzip, async (entry, chunks) => {
      if (!ENTRY_NAME.test(entry.name) || found.has(entry.name)) {
        throw new DamagedArchive(`unexpected entry ${entry.name}`);
      }
      const target = path.join(work, entry.name);
      await mkdir(path.dirname(target), { recursive: true });
      const hash = createHash("sha256");
      const out = createWriteStream(target, { flags: "wx" });
      for await (const chunk of chunks) {
        hash.update(chunk);
        if (!out.write(chunk)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
      }
      await new Promise<void>((resolve, reject) =>
        out.end((err?: Error | null) => (err ? reject(err) : resolve())),
      );
      found.set(entry.name, { size: entry.size, sha256: hash.digest("hex") });
    });
  } catch (err) {
    if (err instanceof DamagedArchive || (err as NodeJS.ErrnoException).code?.startsWith("Z_")) {
      throw new BackupError(`${file} is damaged (${(err as Error).message}): restore from another copy`);
    }
    throw err;
  }
  return found;
}

async function readManifest(file: string, work: string): Promise<Manifest> {
  const text = await readFile(path.join(work, MANIFEST_NAME), "utf8").catch(() => {
    throw new BackupError(`${file} has no manifest: it is damaged or not a backup of this shop`);
  });
  let raw: { format?: unknown; formatVersion?: unknown };
  try {
    raw = JSON.parse(text);
  } catch {
    throw new BackupError(`${file} has a damaged manifest: restore from another copy`);
  }
  if (raw.format !== "fairway-pin-co-backup") throw new BackupError(`${file} is not a backup of this shop`);
  if (raw.formatVersion !== FORMAT_VERSION) {
    throw new BackupError(
      `${file} is backup format ${String(raw.formatVersion)}; this version of the shop restores format ${FORMAT_VERSION}: restore it with the shop version that made it`,
    );
  }
  const parsed = ManifestSchema.safeParse(raw);
  if (!parsed.success) throw new BackupError(`${file} has a damaged manifest: restore from another copy`);
  return parsed.data;
}

/** Refuses a target that holds anything of a shop (a generated session secret does not count). */
async function assertEmptyTarget(): Promise<void> {
  const e = env();
  if (e.DATABASE_URL) {
    const tables = await userTables(e.DATABASE_URL);
    if (tables.length) {
      throw new BackupError(
        `the database ${databaseName(e.DATABASE_URL)} of DATABASE_URL is not empty (${tables.join(", ")}…): restore into a new, empty database`,
      );
    }
  }
  const local = existsSync(e.dataDir)
    ? readdirSync(e.dataDir).filter((name) => name !== "session-secret")
    : [];
  const localDatabase = e.DATABASE_URL ? local.filter((name) => name === "pglite") : local;
  const localFiles = !e.S3_BUCKET && local.includes("uploads") ? ["uploads"] : [];
  const inTheWay = [...new Set([...localDatabase, ...localFiles])];
  if (inTheWay.length) {
    throw new BackupError(
      `DATA_DIR ${e.dataDir} is not empty (${inTheWay.join(", ")}): restore into an empty folder`,
    );
  }
  if (e.S3_BUCKET && (await fileStorage().keys()).length) {
    throw new BackupError(
      `the S3 bucket ${e.S3_BUCKET} already holds uploads/: restore into an empty bucket`,
    );
  }
}

async function restoreDatabase(manifest: Manifest, work: string): Promise<SnapshotFacts> {
  const e = env();
  if (manifest.database.kind === "postgres") {
    await restorePostgres(e.DATABASE_URL!, path.join(work, POSTGRES_ENTRY));
    return restoredFacts(e.DATABASE_URL!);
  }
  const door = await openBackupDoor(e.dataDir, "restore");
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const client = await PGlite.create(path.join(e.dataDir, "pglite"), {
      loadDataDir: new Blob([await readFile(path.join(work, PGLITE_ENTRY))]),
      extensions: await pgliteExtensions(),
    });
    try {
      return await readSnapshotFacts((text) => client.query(text));
    } finally {
      await client.close();
    }
  } finally {
    await door.close();
  }
}

export interface RestoreSummary {
  manifest: Manifest;
  facts: SnapshotFacts;
  files: number;
  fileBytes: number;
  storage: string;
  sessionSecret: boolean;
}

export async function restore(file: string): Promise<RestoreSummary> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new BackupError(`${source} not found: give the path of a backup archive`);
  const e = env();
  await assertEmptyTarget();
  const work = await mkdtemp(path.join(tmpdir(), "fairway-restore-"));
  try {
    const found = await unpack(source, work);
    const manifest = await readManifest(source, work);
    verifyEntries(source, manifest, found);
    const wanted = e.DATABASE_URL ? "postgres" : "pglite";
    if (manifest.database.kind !== wanted) {
      throw new BackupError(
        manifest.database.kind === "pglite"
          ? "this backup is of the embedded database (PGlite): unset DATABASE_URL and set DATA_DIR to an empty folder"
          : "this backup is of a PostgreSQL database: set DATABASE_URL to an empty PostgreSQL database",
      );
    }
    const facts = await restoreDatabase(manifest, work);
    if (JSON.stringify(facts.counts) !== JSON.stringify(manifest.counts)) {
      throw new BackupError(
        `the restored database counts ${JSON.stringify(facts.counts)}, the backup ${JSON.stringify(manifest.counts)}: empty the target and restore again`,
      );
    }
    const storage = fileStorage();
    let files = 0;
    let fileBytes = 0;
    for (const entry of manifest.files) {
      if (!entry.path.startsWith(UPLOADS_PREFIX)) continue;
      const key = entry.path.slice(UPLOADS_PREFIX.length);
      await storage.put(key, await readFile(path.join(work, entry.path)), uploadContentType(key));
      files++;
      fileBytes += entry.size;
    }
    const secret = manifest.files.some((entry) => entry.path === SESSION_SECRET_ENTRY) && !e.SESSION_SECRET;
    if (secret) {
      await mkdir(e.dataDir, { recursive: true });
      await writeFile(
        path.join(e.dataDir, "session-secret"),
        await readFile(path.join(work, SESSION_SECRET_ENTRY)),
        {
          mode: 0o600,
        },
      );
    }
    const storageName = e.S3_BUCKET ? `s3://${e.S3_BUCKET}/uploads/` : path.join(e.dataDir, "uploads");
    return { manifest, facts, files, fileBytes, storage: storageName, sessionSecret: secret };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
