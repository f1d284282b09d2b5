// The S3 store against a real S3-compatible server (s3rver, started here on a loopback port
// with its own temporary folder): real S3 requests and answers over HTTP, objects kept on disk.
import { randomBytes } from "node:crypto";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3_CREDENTIALS, type S3Server, startS3Server } from "../../../tests/peers/s3rver.ts";
import { type FileStorage, newUploadKey, type S3Options, s3Storage } from "./storage.server.ts";
import { UPLOAD_TYPES, type UploadExtension } from "./uploads.schemas.ts";

const read = async (body: ReadableStream<Uint8Array>) =>
  new Uint8Array(await new Response(body).arrayBuffer());

let server: S3Server;
let options: S3Options;
let storage: FileStorage;
/** A plain client on the same server, to look at the objects as S3 has them. */
let client: S3Client;
beforeAll(async () => {
  server = await startS3Server();
  options = { bucket: server.bucket, region: "us-east-1", endpoint: server.endpoint, ...S3_CREDENTIALS };
  storage = s3Storage(options);
  client = new S3Client({
    region: options.region,
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: S3_CREDENTIALS,
  });
});
afterAll(async () => {
  client?.destroy();
  await server?.close();
});

const head = (key: string) =>
  client.send(new HeadObjectCommand({ Bucket: server.bucket, Key: `uploads/${key}` }));

describe("the S3 store on an S3-compatible server", () => {
  it("puts bytes under uploads/{key} and gets them back with their size and type", async () => {
    const key = newUploadKey("pdf");
    const bytes = new TextEncoder().encode("%PDF-1.4 stored bytes");
    await storage.put(key, bytes, "application/pdf");

    const file = await storage.get(key);
    expect(file).toMatchObject({ size: bytes.length, contentType: "application/pdf" });
    expect(await read(file!.body)).toEqual(bytes);
    expect(await head(key)).toMatchObject({ ContentLength: bytes.length, ContentType: "application/pdf" });
  });

  it("keeps a picture's resized copy under media/{hash}.avif with its type, and deletes it", async () => {
    const key = `${randomBytes(16).toString("hex")}.avif`;
    const bytes = new Uint8Array(randomBytes(256));
    await storage.put(key, bytes, "image/avif");
    const object = await client.send(new HeadObjectCommand({ Bucket: server.bucket, Key: `media/${key}` }));
    expect(object.ContentType).toBe("image/avif");
    const file = await storage.get(key);
    expect(file?.contentType).toBe("image/avif");
    expect(await read(file!.body)).toEqual(bytes);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it.each(Object.entries(UPLOAD_TYPES) as [UploadExtension, string][])(
    "stores a .%s file with the content type %s",
    async (extension, contentType) => {
      const key = newUploadKey(extension);
      await storage.put(key, new Uint8Array([1, 2, 3]), contentType);
      expect((await head(key)).ContentType).toBe(contentType);
      expect((await storage.get(key))?.contentType).toBe(contentType);
    },
  );

  it("keeps a binary file of a megabyte byte for byte, and takes a stream as well", async () => {
    const bytes = new Uint8Array(randomBytes(1024 * 1024));
    const key = newUploadKey("png");
    await storage.put(key, bytes, "image/png");
    expect(await read((await storage.get(key))!.body)).toEqual(bytes);

    const streamed = newUploadKey("svg");
    await storage.put(streamed, new Blob([bytes]).stream(), "image/svg+xml");
    const file = await storage.get(streamed);
    expect(file?.size).toBe(bytes.length);
    expect(await read(file!.body)).toEqual(bytes);
  });

  it("replaces the object when the same key is put again", async () => {
    const key = newUploadKey("png");
    await storage.put(key, new TextEncoder().encode("first"), "image/png");
    await storage.put(key, new TextEncoder().encode("second, longer"), "image/png");
    expect(new TextDecoder().decode(await read((await storage.get(key))!.body))).toBe("second, longer");
  });

  it("answers null for a key never stored, and for anything that is not an upload key", async () => {
    expect(await storage.get(newUploadKey("png"))).toBeNull();
    expect(await storage.get("../../etc/passwd")).toBeNull();
    await expect(storage.put("../escape.png", new Uint8Array([1]), "image/png")).rejects.toThrow(
      /Not an upload key/,
    );
  });

  it("deletes an object, and deleting a key that is not there is no error", async () => {
    const key = newUploadKey("jpg");
    await storage.put(key, new Uint8Array([1, 2, 3]), "image/jpeg");
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(head(key)).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete(newUploadKey("gif"))).resolves.toBeUndefined();
  });

  it("lists every upload key of the bucket for backups, and no other object", async () => {
    const bucket = `listing-${randomBytes(4).toString("hex")}`;
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    const listing = s3Storage({ ...options, bucket });
    expect(await listing.keys()).toEqual([]);
    const keys = Array.from({ length: 3 }, () => newUploadKey("png"));
    for (const key of keys) await listing.put(key, new Uint8Array([1, 2, 3]), "image/png");
    for (const other of ["uploads/notes.txt", `elsewhere/${newUploadKey("png")}`]) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: other, Body: "not an upload" }));
    }
    expect(await listing.keys()).toEqual([...keys].sort());
  });

  it("answers null for an object removed behind its back", async () => {
    const key = newUploadKey("webp");
    await storage.put(key, new Uint8Array([1]), "image/webp");
    await client.send(new DeleteObjectCommand({ Bucket: server.bucket, Key: `uploads/${key}` }));
    expect(await storage.get(key)).toBeNull();
  });

  it("does not take a refusal for a missing file: an unknown access key and a missing bucket are errors", async () => {
    const key = newUploadKey("png");
    await storage.put(key, new Uint8Array([1]), "image/png");
    const wrongKey = s3Storage({ ...options, accessKeyId: "NOT-S3RVER" });
    await expect(wrongKey.get(key)).rejects.toMatchObject({ name: "InvalidAccessKeyId" });
    const noBucket = s3Storage({ ...options, bucket: "no-such-bucket" });
    await expect(noBucket.put(newUploadKey("png"), new Uint8Array([1]), "image/png")).rejects.toMatchObject({
      name: "NoSuchBucket",
    });
  });
});

describe("the S3 store's checksum setting (S3_REQUEST_CHECKSUM_CALCULATION)", () => {
  /** A loopback proxy in front of s3rver that keeps the headers of every upload. */
  async function recordingProxy() {
    const uploads: Record<string, string | string[] | undefined>[] = [];
    const target = new URL(server.endpoint);
    const proxy = createServer((req, res) => {
      if (req.method === "PUT") uploads.push(req.headers);
      const upstream = request(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    return { endpoint, uploads, close: () => new Promise((resolve) => proxy.close(resolve)) };
  }
  const checksumHeaders = (headers: Record<string, unknown>) =>
    Object.keys(headers).filter(
      (name) => name.startsWith("x-amz-checksum-") || name === "x-amz-sdk-checksum-algorithm",
    );

  it("sends a checksum with each upload by default, and none with WHEN_REQUIRED, which some stores need", async () => {
    const proxy = await recordingProxy();
    try {
      const bytes = new TextEncoder().encode("artwork");
      const byDefault = s3Storage({ ...options, endpoint: proxy.endpoint });
      await byDefault.put(newUploadKey("png"), bytes, "image/png");
      const whenRequired = s3Storage({
        ...options,
        endpoint: proxy.endpoint,
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      });
      const key = newUploadKey("png");
      await whenRequired.put(key, bytes, "image/png");
      expect(await read((await whenRequired.get(key))!.body)).toEqual(bytes);

      expect(proxy.uploads).toHaveLength(2);
      expect(checksumHeaders(proxy.uploads[0]!)).not.toEqual([]);
      expect(checksumHeaders(proxy.uploads[1]!)).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});
