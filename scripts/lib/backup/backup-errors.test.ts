// What the owner is told when a backup or restore cannot go on: each refusal is one line that
// says what to do, and a restore refuses before it writes anything to the target.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "../../../app/lib/env.server.ts";
import { backup } from "./backup.ts";
import { runScript } from "./errors.ts";
import { FORMAT_VERSION, MANIFEST_NAME, type Manifest } from "./manifest.ts";
import { restore } from "./restore.ts";
import { readTar, tarWriter } from "./tar.ts";

mkdirSync(".tmp", { recursive: true });
const work = mkdtempSync(path.resolve(".tmp", "backup-errors-"));
let dataDir: string;
let serial = 0;

beforeEach(() => {
  dataDir = path.join(work, `data-${++serial}`);
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  delete process.env.S3_BUCKET;
  resetEnvForTests();
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const KEY = "0b6d1f2e-3c4a-4b5d-8e6f-7a8b9c0d1e2f.png";

/** An archive as the backup writes it, with the manifest changed or an entry's bytes swapped. */
async function archive(
  options: { manifest?: Partial<Manifest>; storedBytes?: Uint8Array } = {},
): Promise<string> {
  const database = Buffer.from("not really a database");
  const upload = Buffer.from("artwork bytes");
  const manifest: Manifest = {
    format: "fairway-pin-co-backup",
    formatVersion: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    appVersion: "0.1.0",
    database: { kind: "pglite", entry: "database/pglite.tar", lastMigration: "0025_customer-directory" },
    storage: { kind: "local" },
    counts: { orders: 1 },
    files: [
      { path: "database/pglite.tar", size: database.length, sha256: sha256(database) },
      { path: `files/uploads/${KEY}`, size: upload.length, sha256: sha256(upload) },
    ],
    ...options.manifest,
  };
  const file = path.join(work, `archive-${++serial}.tar.gz`);
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(file));
  const tar = tarWriter(gzip);
  await tar.add("database/pglite.tar", database);
  await tar.add(`files/uploads/${KEY}`, options.storedBytes ?? upload);
  await tar.add(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest)));
  await tar.end();
  await written;
  return file;
}

/** Nothing of the shop was written: no database, no files. */
const untouched = () =>
  !existsSync(dataDir) || readdirSync(dataDir).every((name) => name === "session-secret");

describe("the archive", () => {
  it("holds each entry's exact bytes, readable back in order", async () => {
    const file = await archive();
    const seen: Array<[string, string]> = [];
    await readTar(createReadStreamOf(file), async (entry, chunks) => {
      const parts: Buffer[] = [];
      for await (const chunk of chunks) parts.push(chunk);
      seen.push([entry.name, Buffer.concat(parts).toString()]);
    });
    expect(seen.map(([name]) => name)).toEqual([
      "database/pglite.tar",
      `files/uploads/${KEY}`,
      MANIFEST_NAME,
    ]);
    expect(seen[1]![1]).toBe("artwork bytes");
  });
});

function createReadStreamOf(file: string) {
  const gunzip = createGunzip();
  gunzip.end(readFileSync(file));
  return gunzip;
}

describe("restore refuses", () => {
  it("an archive cut short, as damaged", async () => {
    const whole = readFileSync(await archive());
    const cut = path.join(work, "cut.tar.gz");
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(restore(cut)).rejects.toThrow(/cut\.tar\.gz is damaged \(.+\): restore from another copy$/);
    expect(untouched()).toBe(true);
  });

  it("a file whose bytes differ from the manifest's checksum", async () => {
    const file = await archive({ storedBytes: Buffer.from("artwork bytez") });
    await expect(restore(file)).rejects.toThrow(
      `checksum mismatch for files/uploads/${KEY} in ${file}: it is damaged; restore from another copy`,
    );
    expect(untouched()).toBe(true);
  });

  it("another format version, naming both", async () => {
    const file = await archive({ manifest: { formatVersion: FORMAT_VERSION + 1 } });
    await expect(restore(file)).rejects.toThrow(
      `${file} is backup format ${FORMAT_VERSION + 1}; this version of the shop restores format ${FORMAT_VERSION}: restore it with the shop version that made it`,
    );
  });

  it("a DATA_DIR that is not empty, naming it", async () => {
    mkdirSync(path.join(dataDir, "pglite"), { recursive: true });
    await expect(restore(await archive())).rejects.toThrow(
      `DATA_DIR ${dataDir} is not empty (pglite): restore into an empty folder`,
    );
  });

  it("a PostgreSQL backup into the embedded database", async () => {
    const file = await archive({
      manifest: { database: { kind: "postgres", entry: "database/pglite.tar", lastMigration: null } },
    });
    await expect(restore(file)).rejects.toThrow(/^this backup is of a PostgreSQL database: set DATABASE_URL/);
    expect(untouched()).toBe(true);
  });
});

describe("backup refuses", () => {
  it("an --out in a folder that cannot be written", async () => {
    const out = path.join(work, "no-such-folder", "shop.tar.gz");
    await expect(backup(out)).rejects.toThrow(
      `cannot write ${out} (ENOENT): choose a path in a folder you can write to`,
    );
  });

  it("an --out that already exists", async () => {
    const out = path.join(work, "taken.tar.gz");
    writeFileSync(out, "an older backup");
    await expect(backup(out)).rejects.toThrow(`${out} already exists: choose a new file name for --out`);
    expect(readFileSync(out, "utf8")).toBe("an older backup");
  });
});

describe("the commands", () => {
  it("answer a missing --out or archive with one line and exit code 1", async () => {
    const run = (name: string) => {
      const child = spawn(process.execPath, [path.resolve(`scripts/${name}.ts`)], {
        stdio: ["ignore", "ignore", "pipe"],
      });
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      return new Promise<{ code: number | null; stderr: string }>((resolve) =>
        child.once("exit", (code) => resolve({ code, stderr })),
      );
    };
    const [backupAnswer, restoreAnswer] = await Promise.all([run("backup"), run("restore")]);
    expect(backupAnswer).toEqual({
      code: 1,
      stderr: "error: missing --out: run npm run backup -- --out FILE (e.g. shop-backup.tar.gz)\n",
    });
    expect(restoreAnswer).toEqual({
      code: 1,
      stderr: "error: give one archive: run npm run restore -- FILE\n",
    });
  });

  it("print any refusal as one line and set exit code 1", async () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, "write").mockImplementation((text) => {
      written.push(String(text));
      return true;
    });
    try {
      await runScript(async () => {
        await restore(path.resolve("package.json"));
      });
    } finally {
      spy.mockRestore();
    }
    expect(process.exitCode).toBe(1);
    process.exitCode = 0;
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^error: .*package\.json is damaged \(.+\): restore from another copy\n$/);
  });
});
