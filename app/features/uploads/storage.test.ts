import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3Peer, startS3Peer } from "../../../tests/peers/s3-peer.ts";
import { type FileStorage, folderStorage, isUploadKey, newUploadKey, s3Storage } from "./storage.server.ts";

const bytes = new TextEncoder().encode("%PDF-1.4 stored bytes");
const read = async (body: ReadableStream<Uint8Array>) =>
  new Uint8Array(await new Response(body).arrayBuffer());

let root: string;
let peer: S3Peer;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "uploads-"));
  peer = await startS3Peer();
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await peer.close();
});

const stores: [string, () => FileStorage][] = [
  ["the local folder", () => folderStorage(root)],
  [
    "an S3-compatible store",
    () =>
      s3Storage({
        bucket: "logos",
        region: "us-east-1",
        endpoint: peer.endpoint,
        accessKeyId: "test-key",
        secretAccessKey: "test-secret",
      }),
  ],
];

describe.each(stores)("file storage on %s", (_, make) => {
  it("stores bytes under a key and gives them back with size and type", async () => {
    const storage = make();
    const key = newUploadKey("pdf");
    await storage.put(key, bytes, "application/pdf");
    const file = await storage.get(key);
    expect(file).toMatchObject({ size: bytes.length, contentType: "application/pdf" });
    expect(await read(file!.body)).toEqual(bytes);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it("stores a stream", async () => {
    const storage = make();
    const key = newUploadKey("svg");
    await storage.put(key, new Blob([bytes]).stream(), "image/svg+xml");
    expect(await read((await storage.get(key))!.body)).toEqual(bytes);
  });

  it("answers null for a key that was never stored, and for anything that is not a key", async () => {
    const storage = make();
    expect(await storage.get(newUploadKey("png"))).toBeNull();
    expect(await storage.get("../../etc/passwd")).toBeNull();
    await expect(storage.put("../escape.png", bytes, "image/png")).rejects.toThrow(/Not an upload key/);
  });
});

describe("upload keys", () => {
  it("are random UUIDs with an allowed extension", () => {
    const key = newUploadKey("png");
    expect(key).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(newUploadKey("png")).not.toBe(key);
    expect(isUploadKey(key)).toBe(true);
    expect(isUploadKey(key.replace(".png", ".html"))).toBe(false);
    expect(isUploadKey(`x/${key}`)).toBe(false);
  });

  it("name S3 objects uploads/{key} and leave no partial files in the local folder", async () => {
    const key = newUploadKey("png");
    await stores[1]![1]().put(key, bytes, "image/png");
    expect(peer.objects.get(`/logos/uploads/${key}`)).toMatchObject({ contentType: "image/png" });
    await folderStorage(root).put(key, bytes, "image/png");
    expect(await readdir(root)).toContain(key);
    expect((await readdir(root)).filter((f) => f.endsWith(".part"))).toEqual([]);
  });

  it("are listed from the local folder for backups: only complete files, never a partial one", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "uploads-keys-"));
    const storage = folderStorage(folder);
    expect(await storage.keys()).toEqual([]);
    const keys = [newUploadKey("png"), newUploadKey("pdf")];
    for (const key of keys) await storage.put(key, bytes, "image/png");
    await writeFile(path.join(folder, `${newUploadKey("png")}.0b6d1f2e.part`), "half a file");
    expect(await storage.keys()).toEqual([...keys].sort());
    await rm(folder, { recursive: true, force: true });
    expect(await folderStorage(folder).keys()).toEqual([]);
  });
});
