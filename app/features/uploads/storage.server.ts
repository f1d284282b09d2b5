// Where uploaded files live: a folder under DATA_DIR by default, any
// S3-compatible object store when S3_BUCKET is set. Keys are generated here, never taken from
// the client: a random UUID and the extension the bytes proved, or, for a picture's resized
// copies, a hash of the copy's own bytes (pictures.server.ts).
import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { env } from "../../lib/env.server.ts";
import { isUploadExtension, UPLOAD_TYPES, type UploadExtension } from "./uploads.schemas.ts";

export type FileBody = Uint8Array | ReadableStream<Uint8Array>;

export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
}

export interface FileStorage {
  put(key: string, body: FileBody, contentType: string): Promise<void>;
  /** Null when no file has that key. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key, for backups; a file still being written (not yet complete) is not one. */
  keys(): Promise<string[]>;
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.([a-z]{3,4})$/;

export const newUploadKey = (extension: UploadExtension) => `${randomUUID()}.${extension}`;

/** A resized copy: 128 bits of the SHA-256 of its bytes, so new bytes always get a new key. */
const MEDIA_KEY = /^[0-9a-f]{32}\.(avif|webp)$/;
const MEDIA_TYPES = { avif: "image/avif", webp: "image/webp" } as const;

export const isMediaKey = (key: string) => MEDIA_KEY.test(key);

/** Only keys this module makes: nothing else (no path, no client name) ever reaches the store. */
export function isUploadKey(key: string): boolean {
  const match = KEY.exec(key);
  return match !== null && isUploadExtension(match[1]!);
}

const isStoreKey = (key: string) => isUploadKey(key) || isMediaKey(key);

function assertKey(key: string): void {
  if (!isStoreKey(key)) throw new Error(`Not an upload key: ${key}`);
}

/** The content type a stored key's extension stands for. */
export function typeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1);
  return isMediaKey(key)
    ? MEDIA_TYPES[extension as keyof typeof MEDIA_TYPES]
    : UPLOAD_TYPES[extension as UploadExtension];
}

async function toBytes(body: FileBody): Promise<Uint8Array> {
  if (body instanceof Uint8Array) return body;
  return new Uint8Array(await new Response(body).arrayBuffer());
}

/** Files under `${DATA_DIR}/uploads`, written under a temporary name and renamed when complete. */
export function folderStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(root, { recursive: true });
      const partial = `${file}.${randomUUID()}.part`;
      try {
        if (body instanceof Uint8Array) await writeFile(partial, body, { flag: "wx" });
        else {
          const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
          await pipeline(source, createWriteStream(partial, { flags: "wx" }));
        }
        await rename(partial, file);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    async get(key) {
      if (!isStoreKey(key)) return null;
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const body = Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>;
      return { body, size: info.size, contentType: typeOfKey(key) };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async keys() {
      const names = await readdir(root).catch((err: NodeJS.ErrnoException) => {
        if (err.code === "ENOENT") return [];
        throw err;
      });
      return names.filter(isStoreKey).sort();
    },
  };
}

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Default: on with an endpoint (most S3-compatible stores), off on AWS. */
  forcePathStyle?: boolean;
  /** The SDK's default is WHEN_SUPPORTED; some S3-compatible stores need WHEN_REQUIRED. */
  requestChecksumCalculation?: "WHEN_SUPPORTED" | "WHEN_REQUIRED";
  responseChecksumValidation?: "WHEN_SUPPORTED" | "WHEN_REQUIRED";
}

/** Objects `uploads/{key}` (and `media/{key}`, resized copies) in an S3-compatible bucket (AWS, R2, MinIO…); path-style with an endpoint. */
export function s3Storage(options: S3Options): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    requestChecksumCalculation: options.requestChecksumCalculation,
    responseChecksumValidation: options.responseChecksumValidation,
    // Without keys, the SDK's own chain: AWS_* variables, ~/.aws, an instance or task role.
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const objectKey = (key: string) => {
    assertKey(key);
    return isMediaKey(key) ? `media/${key}` : `uploads/${key}`;
  };
  return {
    async put(key, body, contentType) {
      // Uploads are at most 10 MB, so one PutObject with a known length does (no multipart upload).
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: await toBytes(body),
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      if (!isStoreKey(key)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
        if (!out.Body) return null;
        return {
          body: out.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: out.ContentLength ?? 0,
          contentType: typeOfKey(key),
        };
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
    async keys() {
      // Uploads and the pictures' resized copies: a backup needs both, as rows name both.
      const keys: string[] = [];
      for (const prefix of ["uploads/", "media/"]) {
        let ContinuationToken: string | undefined;
        do {
          const page = await client.send(
            new ListObjectsV2Command({ Bucket: options.bucket, Prefix: prefix, ContinuationToken }),
          );
          for (const object of page.Contents ?? []) {
            const key = object.Key?.slice(prefix.length);
            if (key && isStoreKey(key) && objectKey(key) === object.Key) keys.push(key);
          }
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
      }
      return keys.sort();
    },
  };
}

let cached: { config: string; storage: FileStorage } | undefined;

/** The configured store: S3 when `S3_BUCKET` is set, else the local folder. */
export function fileStorage(): FileStorage {
  const e = env();
  const config = JSON.stringify([
    e.S3_BUCKET,
    e.S3_ENDPOINT,
    e.S3_REGION,
    e.S3_ACCESS_KEY_ID,
    e.s3ForcePathStyle,
    e.S3_REQUEST_CHECKSUM_CALCULATION,
    e.S3_RESPONSE_CHECKSUM_VALIDATION,
    e.dataDir,
  ]);
  if (cached?.config !== config) {
    const storage = e.S3_BUCKET
      ? s3Storage({
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.s3ForcePathStyle,
          requestChecksumCalculation: e.S3_REQUEST_CHECKSUM_CALCULATION,
          responseChecksumValidation: e.S3_RESPONSE_CHECKSUM_VALIDATION,
        })
      : folderStorage(path.join(e.dataDir, "uploads"));
    cached = { config, storage };
  }
  return cached.storage;
}
