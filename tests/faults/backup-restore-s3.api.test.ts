// Backup and restore with the files in S3 (S3_BUCKET): the stored objects of one bucket go
// into the archive, byte for byte, and come out into another, empty bucket of a real
// S3-compatible server (s3rver); a bucket that already holds uploads is refused, naming it.
// The database is the run's kind, copied with the shop stopped.
import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { fileStorage } from "../../app/features/uploads/index.server.ts";
import { closeDatabase, useDatabase } from "../../app/lib/db.server.ts";
import { resetEnvForTests } from "../../app/lib/env.server.ts";
import { backup } from "../../scripts/lib/backup/backup.ts";
import { restore } from "../../scripts/lib/backup/restore.ts";
import { createProduct } from "../factories.ts";
import { createShopDatabase, type ShopDatabase } from "../helpers/shop-process.ts";
import { pngBytes } from "../kits/custom-orders-test-kit.ts";
import { S3_CREDENTIALS, type S3Server, startS3Server } from "../peers/s3rver.ts";
import { emptyTarget } from "./backup-restore-shop.ts";

let source: ShopDatabase;
let target: ShopDatabase;
let second: ShopDatabase;
const archive = path.join(tmpdir(), `fairway-backup-s3-${process.pid}-${Date.now()}.tar.gz`);
let from: S3Server;
let into: S3Server;

/** The shop's configuration for one database and one bucket, as the scripts read it. */
function configure(database: ShopDatabase, bucket: S3Server) {
  delete process.env.DATABASE_URL;
  if (database.url) process.env.DATABASE_URL = database.url;
  Object.assign(process.env, {
    DATA_DIR: database.dir,
    SESSION_SECRET: database.sessionSecret,
    S3_BUCKET: bucket.bucket,
    S3_ENDPOINT: bucket.endpoint,
    S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
  });
  resetEnvForTests();
}

/** Every object of the configured bucket: key → sha256. */
async function objects(): Promise<Record<string, string>> {
  const storage = fileStorage();
  const found: Record<string, string> = {};
  for (const key of await storage.keys()) {
    const bytes = await new Response((await storage.get(key))!.body).arrayBuffer();
    found[key] = createHash("sha256").update(Buffer.from(bytes)).digest("hex");
  }
  return found;
}

beforeAll(async () => {
  [from, into] = await Promise.all([startS3Server("shop-files"), startS3Server("restored-files")]);
  source = await createShopDatabase();
  target = await emptyTarget(source.sessionSecret);
  second = await emptyTarget(source.sessionSecret);
}, 60_000);

afterAll(async () => {
  await closeDatabase();
  await source?.remove();
  await target?.remove();
  await second?.remove();
  rmSync(archive, { force: true });
  await from?.close();
  await into?.close();
});

test("the files in S3 are archived and restored into an empty bucket, byte for byte", async () => {
  configure(source, from);
  useDatabase(await source.open());
  try {
    await createProduct({ name: "Stored in S3" });
    await fileStorage().put("11111111-2222-4333-8444-555555555555.png", await pngBytes(40, 30), "image/png");
    await fileStorage().put(
      "66666666-7777-4888-8999-000000000000.pdf",
      Buffer.from("%PDF-1.4 proof"),
      "application/pdf",
    );
  } finally {
    await closeDatabase();
  }
  const stored = await objects();
  expect(Object.keys(stored)).toHaveLength(2);
  const made = await backup(archive);
  expect(made.manifest).toMatchObject({
    storage: { kind: "s3", bucket: "shop-files" },
    counts: { products: 1 },
  });

  configure(target, into);
  const restored = await restore(archive);
  expect(restored).toMatchObject({ files: 2, storage: "s3://restored-files/uploads/" });
  expect(restored.facts).toEqual({
    lastMigration: made.manifest.database.lastMigration,
    counts: made.manifest.counts,
  });
  expect(await objects()).toEqual(stored);

  // Into another empty database, but the bucket now holds uploads: refused, naming the bucket.
  configure(second, into);
  await expect(restore(archive)).rejects.toThrow(
    "the S3 bucket restored-files already holds uploads/: restore into an empty bucket",
  );
}, 180_000);
