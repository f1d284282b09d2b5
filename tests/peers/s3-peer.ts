// A local S3-compatible peer for storage tests (external services are tested against
// real peers over the network): path-style PUT, GET and DELETE of objects, and S3's XML error
// for a missing key. It does not check signatures; the real client still signs every request.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface S3Peer {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  close(): Promise<void>;
}

const NO_SUCH_KEY = `<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>`;

export async function startS3Peer(): Promise<S3Peer> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const server: Server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://peer").pathname);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method === "PUT") {
      objects.set(path, { body: Buffer.concat(chunks), contentType: req.headers["content-type"] ?? "" });
      res.writeHead(200, { ETag: `"${objects.size}"` }).end();
      return;
    }
    if (req.method === "DELETE") {
      objects.delete(path);
      res.writeHead(204).end();
      return;
    }
    const object = objects.get(path);
    if (req.method !== "GET" || !object) {
      res.writeHead(404, { "Content-Type": "application/xml" }).end(NO_SUCH_KEY);
      return;
    }
    res
      .writeHead(200, {
        "Content-Type": object.contentType,
        "Content-Length": object.body.length,
        ETag: '"1"',
        "Last-Modified": new Date().toUTCString(),
      })
      .end(object.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
