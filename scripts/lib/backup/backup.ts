// `npm run backup -- --out FILE`: the database, then every stored file, then the manifest, into
// one .tar.gz written under a temporary name and renamed when complete, so FILE is either a
// whole backup or absent. The database is copied first: a file is stored before the row that
// names it and never deleted once named, so every file the copied rows name is there to copy.
import { randomBytes } from "node:crypto";
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { mkdtemp, open, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { fileStorage } from "../../../app/features/uploads/index.server.ts";
import { env } from "../../../app/lib/env.server.ts";
import { copyPglite } from "./database-copy.ts";
import { BackupError } from "./errors.ts";
import {
  FORMAT_VERSION,
  MANIFEST_NAME,
  type Manifest,
  type ManifestFile,
  PGLITE_ENTRY,
  POSTGRES_ENTRY,
  SESSION_SECRET_ENTRY,
  UPLOADS_PREFIX,
} from "./manifest.ts";
import { dumpPostgres } from "./postgres-tools.ts";
import { tarWriter } from "./tar.ts";

const appVersion = () => (JSON.parse(readFileSync("package.json", "utf8")) as { version: string }).version;

async function openOutput(out: string) {
  if (existsSync(out)) throw new BackupError(`${out} already exists: choose a new file name for --out`);
  const partial = `${out}.${randomBytes(4).toString("hex")}.partial`;
  const handle = await open(partial, "wx", 0o600).catch((err: NodeJS.ErrnoException) => {
    throw new BackupError(`cannot write ${out} (${err.code}): choose a path in a folder you can write to`);
  });
  return { partial, stream: handle.createWriteStream() };
}

type Database = Pick<Manifest, "database" | "counts">;

async function addDatabase(tar: ReturnType<typeof tarWriter>, files: ManifestFile[]): Promise<Database> {
  const e = env();
  if (e.DATABASE_URL) {
    const work = await mkdtemp(path.join(tmpdir(), "fairway-backup-"));
    try {
      const dump = path.join(work, "postgres.dump");
      const { facts, serverVersion, toolVersion } = await dumpPostgres(e.DATABASE_URL, dump);
      const { size } = await stat(dump);
      const sha256 = await tar.addStream(POSTGRES_ENTRY, size, createReadStream(dump));
      files.push({ path: POSTGRES_ENTRY, size, sha256 });
      return {
        database: {
          kind: "postgres",
          entry: POSTGRES_ENTRY,
          lastMigration: facts.lastMigration,
          serverVersion,
          pgDumpVersion: toolVersion,
        },
        counts: facts.counts,
      };
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
  const copy = await copyPglite(e.dataDir);
  files.push({ path: PGLITE_ENTRY, size: copy.data.length, sha256: await tar.add(PGLITE_ENTRY, copy.data) });
  return {
    database: { kind: "pglite", entry: PGLITE_ENTRY, lastMigration: copy.facts.lastMigration },
    counts: copy.facts.counts,
  };
}

/** Every stored upload, each read whole and hashed as written, so its checksum is of its bytes. */
async function addUploads(tar: ReturnType<typeof tarWriter>, files: ManifestFile[]): Promise<void> {
  const storage = fileStorage();
  for (const key of await storage.keys()) {
    const stored = await storage.get(key);
    // Only a file no row names can go (an upload whose record was never written).
    if (!stored) continue;
    const bytes = new Uint8Array(await new Response(stored.body).arrayBuffer());
    const name = `${UPLOADS_PREFIX}${key}`;
    files.push({ path: name, size: bytes.length, sha256: await tar.add(name, bytes) });
  }
}

export interface BackupSummary {
  out: string;
  manifest: Manifest;
  bytes: number;
  seconds: number;
}

export async function backup(out: string): Promise<BackupSummary> {
  const started = Date.now();
  const target = path.resolve(out);
  const e = env();
  const { partial, stream } = await openOutput(target);
  const gzip = createGzip();
  const written = pipeline(gzip, stream);
  const tar = tarWriter(gzip);
  try {
    const files: ManifestFile[] = [];
    const { database, counts } = await addDatabase(tar, files);
    await addUploads(tar, files);
    const secretFile = path.join(e.dataDir, "session-secret");
    if (!e.SESSION_SECRET && existsSync(secretFile)) {
      const bytes = readFileSync(secretFile);
      files.push({
        path: SESSION_SECRET_ENTRY,
        size: bytes.length,
        sha256: await tar.add(SESSION_SECRET_ENTRY, bytes),
      });
    }
    const manifest: Manifest = {
      format: "fairway-pin-co-backup",
      formatVersion: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      appVersion: appVersion(),
      database,
      storage: e.S3_BUCKET ? { kind: "s3", bucket: e.S3_BUCKET } : { kind: "local" },
      counts,
      files,
    };
    await tar.add(MANIFEST_NAME, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await tar.end();
    await written;
    await rename(partial, target);
    const { size } = await stat(target);
    return { out: target, manifest, bytes: size, seconds: (Date.now() - started) / 1000 };
  } catch (err) {
    gzip.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw err;
  }
}
