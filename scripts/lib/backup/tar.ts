// The archive's container: a gzip-compressed POSIX tar (ustar) that `tar -xzf` also reads. Only
// what a backup needs: regular files with short relative names, written one after another and
// read back as a stream, so neither side holds the whole archive in memory.
import { createHash } from "node:crypto";
import type { Readable, Writable } from "node:stream";

const BLOCK = 512;
const NAME_MAX = 100;

/** The archive cannot be read as a tar: damaged, cut short, or not an archive at all. */
export class DamagedArchive extends Error {}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}

function header(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) >= NAME_MAX) throw new Error(`archive entry name too long: ${name}`);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, "utf8");
  block.write(octal(0o600, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write("        ", 148);
  block.write("0", 156);
  block.write("ustar\u000000", 257);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  return block;
}

/** Writes entries to `out` (a gzip stream over the archive file) and ends the tar. */
export function tarWriter(out: Writable) {
  const write = (chunk: Buffer | Uint8Array) =>
    new Promise<void>((resolve, reject) => out.write(chunk, (err) => (err ? reject(err) : resolve())));
  return {
    /** One file whose bytes are in memory; answers its sha256 (of exactly the bytes written). */
    async add(name: string, bytes: Uint8Array, mtime = new Date()): Promise<string> {
      await write(header(name, bytes.length, mtime));
      await write(bytes);
      const pad = (BLOCK - (bytes.length % BLOCK)) % BLOCK;
      if (pad) await write(Buffer.alloc(pad));
      return createHash("sha256").update(bytes).digest("hex");
    },
    /** One file streamed from `source` of a known `size` (a database dump); answers its sha256. */
    async addStream(name: string, size: number, source: Readable, mtime = new Date()): Promise<string> {
      await write(header(name, size, mtime));
      const hash = createHash("sha256");
      let written = 0;
      for await (const chunk of source as AsyncIterable<Buffer>) {
        written += chunk.length;
        if (written > size) throw new Error(`${name} grew while it was archived`);
        hash.update(chunk);
        await write(chunk);
      }
      if (written !== size) throw new Error(`${name} changed size while it was archived`);
      const pad = (BLOCK - (size % BLOCK)) % BLOCK;
      if (pad) await write(Buffer.alloc(pad));
      return hash.digest("hex");
    },
    async end(): Promise<void> {
      await write(Buffer.alloc(BLOCK * 2));
      await new Promise<void>((resolve, reject) => {
        out.once("error", reject);
        out.end(resolve);
      });
    },
  };
}

export interface TarEntry {
  name: string;
  size: number;
}

function parseHeader(block: Buffer): TarEntry | null {
  if (block.every((byte) => byte === 0)) return null;
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  const stored = Number.parseInt(block.toString("latin1", 148, 156).replace(/\0.*$/s, "").trim(), 8);
  if (stored !== sum) throw new DamagedArchive("a tar header's checksum is wrong");
  const type = block.toString("latin1", 156, 157);
  if (type !== "0" && type !== "\0")
    throw new DamagedArchive(`an entry is not a regular file (type ${type})`);
  const name = block.toString("utf8", 0, NAME_MAX).replace(/\0.*$/s, "");
  const size = Number.parseInt(block.toString("latin1", 124, 136).replace(/\0.*$/s, "").trim(), 8);
  if (!name || !Number.isSafeInteger(size) || size < 0) throw new DamagedArchive("a tar header is malformed");
  return { name, size };
}

/**
 * Reads the entries of a tar stream in order; `onEntry` gets each entry's bytes as chunks and
 * must consume them before the next entry is read.
 */
export async function readTar(
  source: AsyncIterable<Buffer>,
  onEntry: (entry: TarEntry, chunks: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const iterator = source[Symbol.asyncIterator]();
  let buffered: Buffer = Buffer.alloc(0);
  async function take(length: number): Promise<Buffer> {
    while (buffered.length < length) {
      const next = await iterator.next();
      if (next.done) throw new DamagedArchive("the archive ends in the middle of an entry");
      buffered = buffered.length ? Buffer.concat([buffered, next.value]) : next.value;
    }
    const out = buffered.subarray(0, length);
    buffered = buffered.subarray(length);
    return out;
  }
  async function* body(size: number): AsyncIterable<Buffer> {
    let left = size;
    while (left > 0) {
      if (buffered.length === 0) {
        const next = await iterator.next();
        if (next.done) throw new DamagedArchive("the archive ends in the middle of an entry");
        buffered = next.value;
      }
      const piece = buffered.subarray(0, Math.min(left, buffered.length));
      buffered = buffered.subarray(piece.length);
      left -= piece.length;
      yield piece;
    }
  }
  for (;;) {
    const entry = parseHeader(await take(BLOCK));
    if (!entry) return;
    await onEntry(entry, body(entry.size));
    const pad = (BLOCK - (entry.size % BLOCK)) % BLOCK;
    if (pad) await take(pad);
  }
}
