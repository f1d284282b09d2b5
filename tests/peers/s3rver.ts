import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface S3Server {
  /** An S3_ENDPOINT that reaches this server (path-style). */
  endpoint: string;
  bucket: string;
  /** The folder where the server keeps its buckets, one folder each. */
  directory: string;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free loopback port, keeping its objects in a fresh
 * temporary folder that `close()` removes. It refuses an access key other than the one in
 * `S3_CREDENTIALS` (it does not check SigV4 signatures themselves).
 */
export async function startS3Server(bucket = "uploads-test"): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    directory,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** s3rver's fixed credentials: any other key is refused with InvalidAccessKeyId. */
export const S3_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;
