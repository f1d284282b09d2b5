// For tests: a real HTTP server on a loopback port that answers the two Graph API calls the shop
// makes (a local HTTP peer for the social API), with scripted failures.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { resetEnvForTests } from "../../app/lib/env.server.ts";

export const PEER_PAGE_ID = "1048576";
export const PEER_TOKEN = "EAAtest-page-token";

export interface PeerPost {
  id: string;
  message: string;
  link: string;
  createdTime: number;
}

/** What the next feed POST gets: an error answer, or the post kept but the connection cut. */
export type PeerFault = { status: number; message: string } | "drop";

export interface GraphPeer {
  url: string;
  posts: PeerPost[];
  /** Every request's method and path, without the query (so no token). */
  requests: string[];
  faults: PeerFault[];
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startGraphPeer(): Promise<GraphPeer> {
  const posts: PeerPost[] = [];
  const requests: string[] = [];
  const faults: PeerFault[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://peer");
    requests.push(`${req.method} ${url.pathname}`);
    const body = new URLSearchParams(await readBody(req));
    const token = req.method === "POST" ? body.get("access_token") : url.searchParams.get("access_token");
    const answer = (status: number, json: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(json));
    };
    if (url.pathname !== `/v21.0/${PEER_PAGE_ID}/feed`)
      return answer(404, { error: { message: "Unknown path" } });
    if (token !== PEER_TOKEN)
      return answer(400, { error: { message: "Invalid OAuth access token.", code: 190 } });
    if (req.method === "GET") {
      const since = Number(url.searchParams.get("since") ?? 0);
      const data = posts.filter((p) => p.createdTime >= since).map((p) => ({ id: p.id, message: p.message }));
      return answer(200, { data });
    }
    const fault = faults.shift();
    if (fault && fault !== "drop")
      return answer(fault.status, { error: { message: fault.message, code: 2 } });
    const post = {
      id: `${PEER_PAGE_ID}_${posts.length + 1}`,
      message: body.get("message") ?? "",
      link: body.get("link") ?? "",
      createdTime: Math.floor(Date.now() / 1000),
    };
    posts.push(post);
    if (fault === "drop") return void res.socket?.destroy();
    answer(200, { id: post.id });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    posts,
    requests,
    faults,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const KEYS = ["FACEBOOK_PAGE_ID", "FACEBOOK_PAGE_ACCESS_TOKEN", "FACEBOOK_GRAPH_URL"] as const;

/** Points the shop at `url` as its Facebook Page (or at none) for the following `env()` calls. */
export function configureFacebook(url: string | null): void {
  for (const key of KEYS) delete process.env[key];
  if (url) {
    process.env.FACEBOOK_PAGE_ID = PEER_PAGE_ID;
    process.env.FACEBOOK_PAGE_ACCESS_TOKEN = PEER_TOKEN;
    process.env.FACEBOOK_GRAPH_URL = url;
  }
  resetEnvForTests();
}

/** A Graph peer for the whole test file, configured as the shop's Page; call before useJobs(). */
export function useGraphPeer(): () => GraphPeer {
  let peer: GraphPeer | undefined;
  beforeAll(async () => {
    peer = await startGraphPeer();
    configureFacebook(peer.url);
  });
  afterAll(async () => {
    configureFacebook(null);
    await peer?.close();
  });
  return () => peer!;
}
