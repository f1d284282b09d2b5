// `npm run backup` and `npm run restore` on real shop processes (tests/helpers/shop-process.ts),
// on the run's kind of database: the embedded PGlite (copied through the running shop's backup
// door) or PostgreSQL (pg_dump). A shop with paid cart and custom orders, refunds, a mockup,
// artwork and a product photo is backed up while it serves reads and writes (photos uploaded,
// carts filled); the archive is restored into a fresh DATA_DIR or an empty PostgreSQL database,
// and a shop started there shows the same private order pages, proofs, invoices and money,
// and serves the same files, byte for byte.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createReadStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createGunzip } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { newSessionId } from "../../app/features/cart/index.ts";
import { closeDatabase, useDatabase } from "../../app/lib/db.server.ts";
import { resetEnvForTests } from "../../app/lib/env.server.ts";
import { MANIFEST_NAME, type Manifest } from "../../scripts/lib/backup/manifest.ts";
import { restore } from "../../scripts/lib/backup/restore.ts";
import { readTar } from "../../scripts/lib/backup/tar.ts";
import {
  createShopDatabase,
  type ShopDatabase,
  type ShopProcess,
  startShopProcess,
} from "../helpers/shop-process.ts";
import { pngBytes } from "../kits/custom-orders-test-kit.ts";
import { type SmtpPeer, startSmtpPeer } from "../peers/smtp-peer.ts";
import {
  buildShop,
  emptyTarget,
  ownerCookie,
  type ShopFixture,
  shopViews,
  storedFiles,
} from "./backup-restore-shop.ts";

const admin = { username: "owner", password: `Backup-${randomUUID()}`, email: "owner@example.com" };
const serverUrl = process.env.TEST_DATABASE_URL;

let peer: SmtpPeer;
let source: ShopDatabase;
let target: ShopDatabase;
let fixture: ShopFixture;
const running: ShopProcess[] = [];
const work = mkdtempSync(path.join(tmpdir(), "fairway-backup-test-"));

/** Runs the backup as an owner would, on the given database; answers its exit and output. */
function script(name: "backup", args: string[], database: ShopDatabase) {
  const { DATABASE_URL, TEST_DATABASE_URL, SMTP_URL, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.resolve(`scripts/${name}.ts`), ...args], {
    env: {
      ...inherited,
      NODE_ENV: "development",
      DATA_DIR: database.dir,
      SESSION_SECRET: database.sessionSecret,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once("exit", (code) => resolve({ code, output })),
  );
}

async function readManifest(file: string): Promise<Manifest> {
  let manifest: Manifest | undefined;
  await readTar(createReadStream(file).pipe(createGunzip()), async (entry, chunks) => {
    const parts: Buffer[] = [];
    for await (const chunk of chunks) parts.push(chunk);
    if (entry.name === MANIFEST_NAME) manifest = JSON.parse(Buffer.concat(parts).toString());
  });
  return manifest!;
}

/** Reads and writes against the shop until `done` settles; answers every status it gave. */
async function traffic(shop: ShopProcess, cookie: string, done: Promise<unknown>) {
  const statuses: number[] = [];
  let finished = false;
  void done.finally(() => (finished = true));
  const photo = await pngBytes(80, 60);
  const productId = (await (await fetch(`${shop.baseUrl}/api/products`)).json()) as
    | Array<{ id: number }>
    | { products: Array<{ id: number }> };
  const firstId = Array.isArray(productId) ? productId[0]!.id : productId.products[0]!.id;
  while (!finished) {
    const form = new FormData();
    form.append("file", new Blob([photo as BlobPart], { type: "image/png" }), "during-backup.png");
    form.append("alt", "Uploaded during the backup");
    const answers = await Promise.all([
      fetch(`${shop.baseUrl}${fixture.privatePaths[0]}`),
      fetch(`${shop.baseUrl}/api/cart`, {
        method: "POST",
        headers: { origin: shop.baseUrl, "content-type": "application/json", "x-session-id": newSessionId() },
        body: JSON.stringify({ productId: firstId, quantity: 1 }),
      }),
      fetch(`${shop.baseUrl}/api/admin/products/${firstId}/images`, {
        method: "POST",
        headers: { origin: shop.baseUrl, cookie },
        body: form,
      }),
    ]);
    for (const answer of answers) {
      statuses.push(answer.status);
      await answer.arrayBuffer();
    }
  }
  return statuses;
}

beforeAll(async () => {
  peer = await startSmtpPeer();
  source = await createShopDatabase();
  // The shop is made in this process, its files in the shop's own DATA_DIR.
  process.env.DATA_DIR = source.dir;
  resetEnvForTests();
  useDatabase(await source.open());
  try {
    fixture = await buildShop();
  } finally {
    await closeDatabase();
  }
}, 120_000);

afterAll(async () => {
  for (const shop of running) await shop.stop("SIGKILL");
  await peer?.close();
  await source?.remove();
  await target?.remove();
  rmSync(work, { recursive: true, force: true });
});

test("a backup taken while the shop serves restores into a fresh place as the same shop", async () => {
  const original = await startShopProcess({ database: source, smtpUrl: peer.url, admin });
  running.push(original);
  const cookie = await ownerCookie(original, admin);
  const archive = path.join(work, "shop.tar.gz");

  const backedUp = script("backup", ["--out", archive], source);
  const statuses = await traffic(original, cookie, backedUp);
  const backup = await backedUp;
  expect(backup.code, backup.output).toBe(0);
  // The shop kept answering while it was copied: every request during the backup succeeded.
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.filter((s) => s >= 300)).toEqual([]);

  const manifest = await readManifest(archive);
  expect(manifest).toMatchObject({
    formatVersion: 1,
    database: { kind: serverUrl ? "postgres" : "pglite", lastMigration: expect.stringMatching(/^\d{4}_/) },
    storage: { kind: "local" },
    counts: { orders: 2, customOrders: 2, refunds: 2, mockups: 1 },
  });
  // Each file in the archive is the whole stored file (files are never rewritten in place).
  const onDisk = storedFiles(source.dir);
  const archived = manifest.files.filter((f) => f.path.startsWith("files/uploads/"));
  expect(archived.length).toBeGreaterThanOrEqual(4);
  for (const file of archived) expect(onDisk[file.path.slice("files/uploads/".length)]).toBe(file.sha256);
  const uploads = archived.map((f) => f.path.slice("files/uploads/".length));
  const before = await shopViews(original, cookie, fixture, uploads);
  await original.stop("SIGTERM");
  running.splice(running.indexOf(original), 1);

  target = await emptyTarget(source.sessionSecret);
  // `npm run restore`'s work, in this process (a second script start costs a minute on a busy
  // machine; the command's own lines are tested in scripts/lib/backup/backup-errors.test.ts).
  Object.assign(process.env, { DATA_DIR: target.dir, SESSION_SECRET: target.sessionSecret });
  delete process.env.DATABASE_URL;
  if (target.url) process.env.DATABASE_URL = target.url;
  resetEnvForTests();
  const restored = await restore(archive);
  expect(restored).toMatchObject({ files: archived.length, facts: { counts: manifest.counts } });

  // On the same address, as a restored deployment is: its pages name the shop's public URL.
  const port = Number(new URL(original.baseUrl).port);
  const copy = await startShopProcess({ database: target, smtpUrl: peer.url, admin, port });
  running.push(copy);
  const after = await shopViews(copy, await ownerCookie(copy, admin), fixture, uploads);
  expect(Object.keys(after).length).toBeGreaterThan(10);
  expect(after).toEqual(before);
  expect(Object.values(after).filter((v) => !v.startsWith("200 "))).toEqual([]);
}, 600_000);
